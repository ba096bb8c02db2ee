import {
  type ContentSpanish,
  type ContentTextField,
  contentTextFields,
} from '#core/schemas/content'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { SpanishFieldset, spanishErrors, spanishWide } from './spanish-fieldset'

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

/** The form's messages about the Spanish (`es.title`), each on its field. */
export function resourceSpanishErrors(errors: Record<string, string | undefined>) {
  return spanishErrors(errors, contentTextFields)
}

/** A resource's words in Spanish: its title, description and a hosted guide's text. */
export function ResourceSpanishFields({
  draft,
  onChange,
  errors = {},
  hosted,
}: {
  draft: ResourceSpanishDraft
  onChange: (draft: ResourceSpanishDraft) => void
  errors?: ReturnType<typeof resourceSpanishErrors>
  /** Only a guide hosted here has a text to translate. */
  hosted: boolean
}) {
  const set = (field: ContentTextField) => (value: string) => onChange({ ...draft, [field]: value })
  return (
    <SpanishFieldset>
      <div className={spanishWide}>
        <TextField
          label="Title in Spanish"
          lang="es"
          value={draft.title}
          error={errors.title}
          onChange={(e) => set('title')(e.target.value)}
        />
      </div>
      <div className={spanishWide}>
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
        <div className={spanishWide}>
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
    </SpanishFieldset>
  )
}
