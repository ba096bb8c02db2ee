/**
 * What a parent looks for before buying a puzzle or kit (issue 18): who it is for, how big a job
 * it is, what arrives and what it builds. Entered per product (seeded for the demo catalogue);
 * null for a product that has none yet.
 */
export interface ProductFacts {
  /** The youngest age it suits. */
  ageMin: number
  /** The oldest, or null for "and up". */
  ageMax: number | null
  /** Where counting applies (a puzzle's pieces, a set's parts); null otherwise. */
  pieces: number | null
  /** Built or boxed size, as a parent would picture it ("30 cm tall"). */
  size: string | null
  inTheBox: string[]
  skills: string[]
}

/** "7 and up", "5 to 12": the ages a product suits, after a label saying "Ages". */
export function ageRangeLabel(facts: Pick<ProductFacts, 'ageMin' | 'ageMax'>) {
  return facts.ageMax === null ? `${facts.ageMin} and up` : `${facts.ageMin} to ${facts.ageMax}`
}

/** The store's age filter: a child's age band, in the URL as its `value` (`?age=6-7`). */
export const ageBands = [
  { value: '3-5', label: 'Ages 3–5', min: 3, max: 5 },
  { value: '6-7', label: 'Ages 6–7', min: 6, max: 7 },
  { value: '8-9', label: 'Ages 8–9', min: 8, max: 9 },
  { value: '10-12', label: 'Ages 10–12', min: 10, max: 12 },
  { value: '13-up', label: 'Ages 13+', min: 13, max: 99 },
] as const

export type AgeBand = (typeof ageBands)[number]['value']

/** Does a product with these facts suit some child in the band? (No facts: it cannot say so.) */
export function suitsAgeBand(facts: ProductFacts | null, band: AgeBand) {
  const range = ageBands.find((entry) => entry.value === band)
  if (!facts || !range) return false
  return facts.ageMin <= range.max && (facts.ageMax === null || facts.ageMax >= range.min)
}
