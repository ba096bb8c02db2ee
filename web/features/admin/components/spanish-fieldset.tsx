import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { mutedSmallText } from '~/components/ui/typography'

/** A record's Spanish words as a form holds them: each field as typed, empty when not written. */
export function spanishTextDraft<Field extends string>(
  spanish: Partial<Record<Field, string>> | null | undefined,
  fields: readonly Field[],
): Record<Field, string> {
  return Object.fromEntries(fields.map((field) => [field, spanish?.[field] ?? ''])) as Record<
    Field,
    string
  >
}

/**
 * The Spanish to send (decision 079): an empty field is one not yet translated, so it is left
 * out (and shown, or sent, in English); null when none is written, which clears it.
 */
export function spanishTextFromDraft<Field extends string>(
  draft: Record<Field, string>,
  fields: readonly Field[],
): Partial<Record<Field, string>> | null {
  const spanish: Partial<Record<Field, string>> = {}
  for (const field of fields) {
    const text = draft[field].trim()
    if (text) spanish[field] = text
  }
  return Object.keys(spanish).length > 0 ? spanish : null
}

/**
 * The form's messages about a record's Spanish (`es.title`, `es.skills.2`), each on the field it
 * is about: the Spanish fields' own messages, apart from the English ones.
 */
export function spanishErrors<Field extends string>(
  errors: Record<string, string | undefined>,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {}
  for (const [key, message] of Object.entries(errors)) {
    const field = /^es\.(\w+)/.exec(key)?.[1] as Field | undefined
    if (field && fields.includes(field) && message) found[field] ??= message
  }
  return found
}

/** Spans the fieldset's two columns. */
export const spanishWide = css({ gridColumn: { base: '1 / -1', md: 'span 2' } })

/**
 * The Spanish of what staff write, for /es (decision 079), under the English: staff screens are
 * English, so its labels are, while its fields are Spanish (each `lang="es"`, so the browser
 * checks their spelling in Spanish); a field left empty shows the English on the Spanish page,
 * with a note saying so.
 */
export function SpanishFieldset({
  children,
  note = 'Shown on the Spanish site (/es). A field left empty shows the English there, marked “No disponible en español”.',
}: {
  children: ReactNode
  /** Where the Spanish goes and what an empty field does there: the site's pages by default. */
  note?: string
}) {
  return (
    <fieldset
      className={css({
        gridColumn: '1 / -1',
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        borderTopWidth: '1px',
        pt: '3',
      })}
    >
      <legend className={css({ fontWeight: '700', mb: '2' })}>In Spanish</legend>
      <p className={cx(mutedSmallText, spanishWide)}>{note}</p>
      {children}
    </fieldset>
  )
}

/**
 * One field of Spanish words, across the fieldset's two columns unless `half`: a line, or with
 * `rows` a text of that many rows. `lang="es"`: the browser checks its spelling in Spanish.
 */
export function SpanishText({
  label,
  value,
  error,
  onChange,
  rows,
  half = false,
}: {
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  rows?: number
  half?: boolean
}) {
  const field = rows ? (
    <TextareaField
      label={label}
      rows={rows}
      lang="es"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  ) : (
    <TextField
      label={label}
      lang="es"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  )
  return half ? field : <div className={spanishWide}>{field}</div>
}
