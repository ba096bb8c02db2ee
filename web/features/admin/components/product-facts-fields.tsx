import { css } from 'styled-system/css'
import type { ProductFacts } from '#core/product-facts'
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

const lines = (text: string) =>
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

/** Ages, pieces, size, what is in the box and skills: what the product page shows parents. */
export function ProductFactsFields({
  draft,
  onChange,
}: {
  draft: FactsDraft
  onChange: (draft: FactsDraft) => void
}) {
  const set = (field: keyof FactsDraft) => (value: string) => onChange({ ...draft, [field]: value })
  return (
    <fieldset
      className={css({
        gridColumn: '1 / -1',
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
        borderTopWidth: '1px',
        pt: '3',
      })}
    >
      <legend className={css({ fontWeight: '700', mb: '2' })}>Facts for parents</legend>
      <TextField
        label="Youngest age"
        inputMode="numeric"
        value={draft.ageMin}
        onChange={(e) => set('ageMin')(e.target.value)}
      />
      <TextField
        label="Oldest age (empty: and up)"
        inputMode="numeric"
        value={draft.ageMax}
        onChange={(e) => set('ageMax')(e.target.value)}
      />
      <TextField
        label="Pieces (if counted)"
        inputMode="numeric"
        value={draft.pieces}
        onChange={(e) => set('pieces')(e.target.value)}
      />
      <TextField label="Size" value={draft.size} onChange={(e) => set('size')(e.target.value)} />
      <div className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
        <TextareaField
          label="In the box (one per line)"
          rows={3}
          value={draft.inTheBox}
          onChange={(e) => set('inTheBox')(e.target.value)}
        />
      </div>
      <div className={css({ gridColumn: { base: '1 / -1', md: 'span 2' } })}>
        <TextareaField
          label="Skills it builds (one per line)"
          rows={3}
          value={draft.skills}
          onChange={(e) => set('skills')(e.target.value)}
        />
      </div>
    </fieldset>
  )
}
