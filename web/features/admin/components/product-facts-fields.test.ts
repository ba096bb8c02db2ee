import { describe, expect, it } from 'vitest'
import { factsDraft, factsFromDraft } from './product-facts-fields'

describe('the facts form', () => {
  const facts = {
    ageMin: 6,
    ageMax: null,
    pieces: 40,
    size: '20 cm tray',
    inTheBox: ['40 wooden shapes', 'Pattern cards'],
    skills: ['Symmetry', 'Patience'],
  }

  it('turns facts into text and back', () => {
    expect(factsDraft(facts)).toEqual({
      ageMin: '6',
      ageMax: '',
      pieces: '40',
      size: '20 cm tray',
      inTheBox: '40 wooden shapes\nPattern cards',
      skills: 'Symmetry\nPatience',
    })
    expect(factsFromDraft(factsDraft(facts))).toEqual(facts)
  })

  it('drops blank lines and spaces, and reads an empty form as no facts', () => {
    const draft = { ...factsDraft(facts), inTheBox: '  Tray \n\n Cards  \n', size: '  ' }
    expect(factsFromDraft(draft)).toMatchObject({ inTheBox: ['Tray', 'Cards'], size: null })
    expect(factsFromDraft(factsDraft(null))).toBeNull()
  })

  it('sends a missing youngest age as not a number, for the API to name', () => {
    expect(factsFromDraft({ ...factsDraft(null), skills: 'Focus' })?.ageMin).toBeNaN()
  })
})
