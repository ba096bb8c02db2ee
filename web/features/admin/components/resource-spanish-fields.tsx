import { css } from 'styled-system/css'
import {
  type ContentSpanish,
  type ContentTextField,
  contentTextFields,
} from '#core/schemas/content'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { mutedSmallText } from '~/components/ui/typography'

/** A resource's Spanish as its editor holds it: each field as typed, empty when not written. */
export type ResourceSpanishDraft = Record<ContentTextField, string>

export function resourceSpanishDraft(spanish: ContentSpanish | null): ResourceSpanishDraft {
  return {
    title: spanish?.title ?? '',
    description: spanish?.description ?? '',
    body: spanish?.body ?? '',
  }
}

/**
 * The Spanish to send (decision 079): an empty field is one not yet translated, so it is left
 * out (and shown in English); a link to another site has no text to translate. Null when none
 * is written, which clears it.
 */
export function resourceSpanishFromDraft(
  draft: ResourceSpanishDraft,
  { hosted }: { hosted: boolean },
): ContentSpanish | null {
  const spanish: ContentSpanish = {}
  const fields = hosted ? contentTextFields : contentTextFields.filter((field) => field !== 'body')
  for (const field of fields) {
    const text = draft[field].trim()
    if (text) spanish[field] = text
  }
  return Object.keys(spanish).length > 0 ? spanish : null
}

type SpanishErrors = Partial<Record<ContentTextField, string>>

/** The form's messages about the Spanish (`es.title`), each on its field. */
export function resourceSpanishErrors(errors: Record<string, string | undefined>): SpanishErrors {
  const found: SpanishErrors = {}
  for (const [key, message] of Object.entries(errors)) {
    const field = /^es\.(title|description|body)$/.exec(key)?.[1] as ContentTextField | undefined
    if (field && message) found[field] ??= message
  }
  return found
}

const wide = css({ gridColumn: { md: 'span 2' } })

/**
 * The resource's words in Spanish, for /es (decision 079): staff screens are English, so the
 * labels are, while the fields are Spanish (`lang`, so the browser checks their spelling in
 * Spanish); a field left empty shows the English on the Spanish page, with a note saying so.
 */
export function ResourceSpanishFields({
  draft,
  onChange,
  errors = {},
  hosted,
}: {
  draft: ResourceSpanishDraft
  onChange: (draft: ResourceSpanishDraft) => void
  errors?: SpanishErrors
  /** Only a guide hosted here has a text to translate. */
  hosted: boolean
}) {
  const set = (field: ContentTextField) => (value: string) => onChange({ ...draft, [field]: value })
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
      <p className={`${mutedSmallText} ${wide}`}>
        Shown on the Spanish site (/es). A field left empty shows the English there, marked “No
        disponible en español”.
      </p>
      <div className={wide}>
        <TextField
          label="Title in Spanish"
          lang="es"
          value={draft.title}
          error={errors.title}
          onChange={(e) => set('title')(e.target.value)}
        />
      </div>
      <div className={wide}>
        <TextareaField
          label="Description in Spanish"
          rows={2}
          lang="es"
          value={draft.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
        />
      </div>
      {hosted ? (
        <div className={wide}>
          <TextareaField
            label="Text in Spanish (Markdown)"
            rows={10}
            lang="es"
            value={draft.body}
            error={errors.body}
            onChange={(e) => set('body')(e.target.value)}
          />
        </div>
      ) : null}
    </fieldset>
  )
}
