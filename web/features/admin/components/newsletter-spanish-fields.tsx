import { type NewsletterSpanish, newsletterTextFields } from '#core/schemas/newsletter'
import { TextareaField, TextField } from '~/components/ui/text-field'
import { SpanishFieldset, spanishErrors, spanishWide } from './spanish-fieldset'

/** A newsletter's Spanish as the composer holds it: each part as typed, empty when not written. */
export type NewsletterSpanishDraft = Record<keyof NewsletterSpanish, string>

export function newsletterSpanishDraft(spanish: NewsletterSpanish | null | undefined) {
  return { subject: spanish?.subject ?? '', body: spanish?.body ?? '' }
}

/**
 * The Spanish to send (decision 079): an empty part is one not yet translated, so it is left out
 * (and sent in English); null when none is written, which clears it.
 */
export function newsletterSpanishFromDraft(
  draft: NewsletterSpanishDraft,
): NewsletterSpanish | null {
  const spanish: NewsletterSpanish = {}
  for (const part of newsletterTextFields) {
    const text = draft[part].trim()
    if (text) spanish[part] = text
  }
  return Object.keys(spanish).length > 0 ? spanish : null
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
      <div className={spanishWide}>
        <TextField
          label="Subject in Spanish"
          lang="es"
          value={draft.subject}
          error={errors.subject}
          onChange={(e) => set('subject')(e.target.value)}
        />
      </div>
      <div className={spanishWide}>
        <TextareaField
          label="Message in Spanish (Markdown)"
          rows={10}
          lang="es"
          value={draft.body}
          error={errors.body}
          onChange={(e) => set('body')(e.target.value)}
        />
      </div>
    </SpanishFieldset>
  )
}
