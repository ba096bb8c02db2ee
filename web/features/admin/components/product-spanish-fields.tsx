import { type ProductSpanish, productTextFields } from '#core/schemas/product'
import { lines } from './product-facts-fields'
import { SpanishFieldset, SpanishText, spanishErrors } from './spanish-fieldset'

/** A product's Spanish as its editor holds it: text, a list one item per line. */
export type SpanishDraft = Record<keyof ProductSpanish, string>

export function spanishDraft(spanish: ProductSpanish | null): SpanishDraft {
  return {
    name: spanish?.name ?? '',
    description: spanish?.description ?? '',
    size: spanish?.size ?? '',
    inTheBox: spanish?.inTheBox?.join('\n') ?? '',
    skills: spanish?.skills?.join('\n') ?? '',
  }
}

/**
 * The Spanish to send (decision 079): an empty field is one not yet translated, so it is left
 * out (and shown in English); null when none is written.
 */
export function spanishFromDraft(draft: SpanishDraft): ProductSpanish | null {
  const spanish: ProductSpanish = {}
  for (const field of ['name', 'description', 'size'] as const) {
    const text = draft[field].trim()
    if (text) spanish[field] = text
  }
  for (const field of ['inTheBox', 'skills'] as const) {
    const items = lines(draft[field])
    if (items.length > 0) spanish[field] = items
  }
  return Object.keys(spanish).length > 0 ? spanish : null
}

/** The form's messages about the Spanish, each on its field (`es.name`, `es.skills.2`). */
export function productSpanishErrors(errors: Record<string, string | undefined>) {
  return spanishErrors(errors, productTextFields)
}

/** A product's words in Spanish: its name, description and facts' words (decision 079). */
export function ProductSpanishFields({
  draft,
  onChange,
  errors = {},
  hasFacts,
}: {
  draft: SpanishDraft
  onChange: (draft: SpanishDraft) => void
  errors?: ReturnType<typeof productSpanishErrors>
  /** The facts' words only mean something when the product has facts. */
  hasFacts: boolean
}) {
  const set = (field: keyof SpanishDraft) => (value: string) =>
    onChange({ ...draft, [field]: value })
  return (
    <SpanishFieldset>
      <SpanishText
        half
        label="Name in Spanish"
        value={draft.name}
        error={errors.name}
        onChange={set('name')}
      />
      {hasFacts ? (
        <SpanishText
          half
          label="Size in Spanish"
          value={draft.size}
          error={errors.size}
          onChange={set('size')}
        />
      ) : null}
      <SpanishText
        label="Description in Spanish"
        rows={3}
        value={draft.description}
        error={errors.description}
        onChange={set('description')}
      />
      {hasFacts ? (
        <>
          <SpanishText
            half
            label="In the box, in Spanish (one per line)"
            rows={3}
            value={draft.inTheBox}
            error={errors.inTheBox}
            onChange={set('inTheBox')}
          />
          <SpanishText
            half
            label="Skills it builds, in Spanish (one per line)"
            rows={3}
            value={draft.skills}
            error={errors.skills}
            onChange={set('skills')}
          />
        </>
      ) : null}
    </SpanishFieldset>
  )
}
