import {
  type ContentSpanish,
  type ContentTextField,
  contentTextFields,
} from '#core/schemas/content'
import {
  SpanishFieldset,
  SpanishText,
  spanishErrors,
  spanishTextDraft,
  spanishTextFromDraft,
} from './spanish-fieldset'

/** A resource's Spanish as its editor holds it: each field as typed, empty when not written. */
export type ResourceSpanishDraft = Record<ContentTextField, string>

export function resourceSpanishDraft(spanish: ContentSpanish | null): ResourceSpanishDraft {
  return spanishTextDraft(spanish, contentTextFields)
}

/**
 * The Spanish to send: a field left empty is shown in English; a link to another site has no
 * text to translate. Null when none is written, which clears it.
 */
export function resourceSpanishFromDraft(
  draft: ResourceSpanishDraft,
  { hosted }: { hosted: boolean },
): ContentSpanish | null {
  const fields = hosted ? contentTextFields : contentTextFields.filter((field) => field !== 'body')
  return spanishTextFromDraft(draft, fields)
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
      <SpanishText
        label="Title in Spanish"
        value={draft.title}
        error={errors.title}
        onChange={set('title')}
      />
      <SpanishText
        label="Description in Spanish"
        rows={2}
        value={draft.description}
        error={errors.description}
        onChange={set('description')}
      />
      {hosted ? (
        <SpanishText
          label="Text in Spanish (Markdown)"
          rows={10}
          value={draft.body}
          error={errors.body}
          onChange={set('body')}
        />
      ) : null}
    </SpanishFieldset>
  )
}
