import { describe, expect, it } from 'vitest'
import { productSpanishErrors, spanishDraft, spanishFromDraft } from './product-spanish-fields'

describe("the editor's Spanish fields", () => {
  it('sends only what staff wrote: an empty field is one not yet translated', () => {
    const draft = {
      ...spanishDraft(null),
      name: '  Cartas espejo ',
      skills: 'Simetría\n\n  Paciencia  \n',
    }
    expect(spanishFromDraft(draft)).toEqual({
      name: 'Cartas espejo',
      skills: ['Simetría', 'Paciencia'],
    })
  })

  it('sends null when nothing is written, which clears the Spanish', () => {
    expect(spanishFromDraft(spanishDraft(null))).toBeNull()
    expect(
      spanishFromDraft({ ...spanishDraft(null), description: '   ', inTheBox: '\n' }),
    ).toBeNull()
  })

  it('gives back what it was given, so an untouched editor sends no change', () => {
    const stored = { name: 'Faro', inTheBox: ['40 piezas', 'Guía'], size: '25 cm' }
    expect(spanishFromDraft(spanishDraft(stored))).toEqual(stored)
  })

  it("puts each of the API's messages on its Spanish field, and no other message", () => {
    expect(
      productSpanishErrors({ 'es.name': 'Too short', 'es.skills.1': 'Too long', name: 'English' }),
    ).toEqual({ name: 'Too short', skills: 'Too long' })
  })
})
