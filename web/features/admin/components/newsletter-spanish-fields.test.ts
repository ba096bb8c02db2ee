import { describe, expect, it } from 'vitest'
import {
  newsletterSpanishDraft,
  newsletterSpanishErrors,
  newsletterSpanishFromDraft,
} from './newsletter-spanish-fields'

describe("the newsletter composer's Spanish fields", () => {
  it('sends only what staff wrote: an empty part is one not yet translated', () => {
    const draft = { subject: '  Noticias de primavera ', body: '\n  ' }
    expect(newsletterSpanishFromDraft(draft)).toEqual({ subject: 'Noticias de primavera' })
  })

  it('sends null when nothing is written, which clears the Spanish', () => {
    expect(newsletterSpanishFromDraft(newsletterSpanishDraft(null))).toBeNull()
    expect(newsletterSpanishFromDraft({ subject: ' ', body: '\n\n' })).toBeNull()
  })

  it('gives back what it was given, so an untouched composer saves the Spanish as stored', () => {
    const stored = { subject: 'Noticias', body: '## Puentes\n\nNuestro **grupo** construyó.' }
    expect(newsletterSpanishFromDraft(newsletterSpanishDraft(stored))).toEqual(stored)
  })

  it("puts each of the schema's messages on its Spanish field, and no other message", () => {
    expect(
      newsletterSpanishErrors({ 'es.subject': 'Too long', subject: 'English', body: 'English' }),
    ).toEqual({ subject: 'Too long' })
  })
})
