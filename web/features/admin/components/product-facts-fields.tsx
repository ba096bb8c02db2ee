import { css } from 'styled-system/css'
import type { ProductFacts } from '#core/product-facts'
import { catalogueMessages } from '#core/schemas/admin-product'
import { TextareaField, TextField } from '~/components/ui/text-field'

/** The facts as the form holds them: text, a list one item per line. */
export interface FactsDraft {
  ageMin: string
  ageMax: string
  pieces: string
  size: string
  inTheBox: string
  skills: string
}

export function factsDraft(facts: ProductFacts | null): FactsDraft {
  return {
    ageMin: facts ? String(facts.ageMin) : '',
    ageMax: facts?.ageMax == null ? '' : String(facts.ageMax),
    pieces: facts?.pieces == null ? '' : String(facts.pieces),
    size: facts?.size ?? '',
    inTheBox: facts?.inTheBox.join('\n') ?? '',
    skills: facts?.skills.join('\n') ?? '',
  }
}

/** A textarea's non-blank lines, trimmed: one item each. */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * The facts to send: null when the form is empty (no facts), the API's shape otherwise. Numbers
 * that are not numbers are sent as such, so the API's message says what is wrong.
 */
export function factsFromDraft(draft: FactsDraft): ProductFacts | null {
  const empty = Object.values(draft).every((value) => value.trim() === '')
  if (empty) return null
  const number = (text: string) => (text.trim() === '' ? null : Number(text))
  return {
    ageMin: number(draft.ageMin) ?? Number.NaN,
    ageMax: number(draft.ageMax),
    pieces: number(draft.pieces),
    size: draft.size.trim() || null,
    inTheBox: lines(draft.inTheBox),
    skills: lines(draft.skills),
  }
}

type FactsErrors = Partial<Record<keyof FactsDraft, string>>

/**
 * The form's messages about the facts, each on its field: `facts.pieces` on Pieces, an item of
 * a list on its list, and the facts' own (the ages are missing, or out of order) on the age
 * they are about.
 */
export function factsErrors(errors: Record<string, string | undefined>): FactsErrors {
  const found: FactsErrors = {}
  for (const [key, message] of Object.entries(errors)) {
    if (!message) continue
    if (key === 'facts') {
      found[message === catalogueMessages.ageOrder ? 'ageMax' : 'ageMin'] ??= message
      continue
    }
    const field = /^facts\.(\w+)/.exec(key)?.[1] as keyof FactsDraft | undefined
    if (field) found[field] ??= message
  }
  return found
}

/** Ages, pieces, size, what is in the box and skills: what the product page shows parents. */
export function ProductFactsFields({
  draft,
  onChange,
  errors = {},
  agesRequired = false,
}: {
  draft: FactsDraft
  onChange: (draft: FactsDraft) => void
  errors?: FactsErrors
  /** A physical product: the store's age filter needs its youngest age. */
  agesRequired?: boolean
}) {
  const set = (field: keyof FactsDraft) => (value: string) => onChange({ ...draft, [field]: value })
  return (
    <fieldset
      className={css({
        gridColumn: '1 / -1',
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        borderTopWidth: '1px',
        pt: '3',
      })}
    >
      <legend className={css({ fontWeight: '700', mb: '2' })}>Facts for parents</legend>
      <TextField
        label="Youngest age"
        inputMode="numeric"
        required={agesRequired}
        error={errors.ageMin}
        value={draft.ageMin}
        onChange={(e) => set('ageMin')(e.target.value)}
      />
      <TextField
        label="Oldest age (empty: and up)"
        inputMode="numeric"
        error={errors.ageMax}
        value={draft.ageMax}
        onChange={(e) => set('ageMax')(e.target.value)}
      />
      <TextField
        label="Pieces (if counted)"
        inputMode="numeric"
        error={errors.pieces}
        value={draft.pieces}
        onChange={(e) => set('pieces')(e.target.value)}
      />
      <TextField
        label="Size"
        error={errors.size}
        value={draft.size}
        onChange={(e) => set('size')(e.target.value)}
      />
      <div className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
        <TextareaField
          label="In the box (one per line)"
          rows={3}
          error={errors.inTheBox}
          value={draft.inTheBox}
          onChange={(e) => set('inTheBox')(e.target.value)}
        />
      </div>
      <div className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
        <TextareaField
          label="Skills it builds (one per line)"
          rows={3}
          error={errors.skills}
          value={draft.skills}
          onChange={(e) => set('skills')(e.target.value)}
        />
      </div>
    </fieldset>
  )
}
