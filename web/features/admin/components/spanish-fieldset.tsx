import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { mutedSmallText } from '~/components/ui/typography'

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
