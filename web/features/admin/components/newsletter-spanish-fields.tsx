import { type NewsletterSpanish, newsletterTextFields } from '#core/schemas/newsletter'
import {
  SpanishFieldset,
  SpanishText,
  spanishErrors,
  spanishTextDraft,
  spanishTextFromDraft,
} from './spanish-fieldset'

/** A newsletter's Spanish as the composer holds it: each part as typed, empty when not written. */
export type NewsletterSpanishDraft = Record<keyof NewsletterSpanish, string>

export function newsletterSpanishDraft(
  spanish: NewsletterSpanish | null | undefined,
): NewsletterSpanishDraft {
  return spanishTextDraft(spanish, newsletterTextFields)
}

/** The Spanish to send: a part left empty is sent in English; null when none is written. */
export function newsletterSpanishFromDraft(
  draft: NewsletterSpanishDraft,
): NewsletterSpanish | null {
  return spanishTextFromDraft(draft, newsletterTextFields)
}

/** The form's messages about the Spanish (`es.subject`), each on its field. */
export function newsletterSpanishErrors(errors: Record<string, string | undefined>) {
  return spanishErrors(errors, newsletterTextFields)
}

/** A newsletter's subject and message in Spanish, for those who signed up or gave in Spanish. */
export function NewsletterSpanishFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: NewsletterSpanishDraft
  onChange: (draft: NewsletterSpanishDraft) => void
  errors?: ReturnType<typeof newsletterSpanishErrors>
}) {
  const set = (part: keyof NewsletterSpanishDraft) => (value: string) =>
    onChange({ ...draft, [part]: value })
  return (
    <SpanishFieldset note="Sent to subscribers who signed up in Spanish and sponsors who gave in Spanish. A field left empty sends them the English.">
      <SpanishText
        label="Subject in Spanish"
        value={draft.subject}
        error={errors.subject}
        onChange={set('subject')}
      />
      <SpanishText
        label="Message in Spanish (Markdown)"
        rows={10}
        value={draft.body}
        error={errors.body}
        onChange={set('body')}
      />
    </SpanishFieldset>
  )
}
