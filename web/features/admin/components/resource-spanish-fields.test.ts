import { describe, expect, it } from 'vitest'
import {
  resourceSpanishDraft,
  resourceSpanishErrors,
  resourceSpanishFromDraft,
} from './resource-spanish-fields'

const hosted = { hosted: true }

describe("the resource editor's Spanish fields", () => {
  it('sends only what staff wrote: an empty field is one not yet translated', () => {
    const draft = { ...resourceSpanishDraft(null), title: '  Noche de rompecabezas ', body: '\n' }
    expect(resourceSpanishFromDraft(draft, hosted)).toEqual({ title: 'Noche de rompecabezas' })
  })

  it('sends null when nothing is written, which clears the Spanish', () => {
    expect(resourceSpanishFromDraft(resourceSpanishDraft(null), hosted)).toBeNull()
    const blank = { title: ' ', description: '\n\n', body: '   ' }
    expect(resourceSpanishFromDraft(blank, hosted)).toBeNull()
  })

  it('sends no text for a link to another site, which has none to translate', () => {
    const draft = { title: 'Ajedrez', description: '', body: 'Un texto que sobró' }
    expect(resourceSpanishFromDraft(draft, { hosted: false })).toEqual({ title: 'Ajedrez' })
  })

  it('gives back what it was given, so an untouched editor sends the Spanish as stored', () => {
    const stored = { title: 'Faro', description: 'Una guía para armar un faro.', body: '## Paso 1' }
    expect(resourceSpanishFromDraft(resourceSpanishDraft(stored), hosted)).toEqual(stored)
  })

  it("puts each of the API's messages on its Spanish field, and no other message", () => {
    expect(
      resourceSpanishErrors({ 'es.title': 'Too short', 'es.body': 'Too long', title: 'English' }),
    ).toEqual({ title: 'Too short', body: 'Too long' })
  })
})
