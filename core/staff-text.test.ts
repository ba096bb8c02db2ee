import { describe, expect, it } from 'vitest'
import { inLanguage, langOf } from './staff-text'

const product = {
  id: 7,
  name: 'Robot Kit',
  description: 'Builds a robot.',
  size: null as string | null,
  skills: ['Logic'],
}
const fields = ['name', 'description', 'size', 'skills'] as const

describe('staff text in the language asked for', () => {
  it('answers English as it is, with nothing marked, whatever Spanish there is', () => {
    expect(inLanguage(product, { name: 'Kit de robot' }, fields, 'en')).toEqual(product)
  })

  it('takes each field staff wrote in Spanish and marks the rest as English', () => {
    const spanish = inLanguage(product, { name: 'Kit de robot', skills: ['Lógica'] }, fields, 'es')
    expect(spanish).toEqual({
      ...product,
      name: 'Kit de robot',
      skills: ['Lógica'],
      untranslated: ['description'],
    })
    expect(langOf(spanish, 'description')).toBe('en')
    expect(langOf(spanish, 'name')).toBeUndefined()
  })

  it('does not count a field empty in English as missing, nor a blank Spanish one as written', () => {
    const spanish = inLanguage(product, { name: '  ', skills: [' '] }, fields, 'es')
    expect(spanish.name).toBe('Robot Kit')
    expect(spanish.skills).toEqual(['Logic'])
    expect(spanish.untranslated).toEqual(['name', 'description', 'skills'])
  })

  it('leaves `untranslated` out when everything is in Spanish, and copes with no Spanish at all', () => {
    const whole = { name: 'Kit de robot', description: 'Arma un robot.', skills: ['Lógica'] }
    expect(inLanguage(product, whole, fields, 'es')).not.toHaveProperty('untranslated')
    expect(inLanguage(product, null, fields, 'es').untranslated).toEqual([
      'name',
      'description',
      'skills',
    ])
  })

  it('never changes the record it was given', () => {
    const before = structuredClone(product)
    inLanguage(product, { name: 'Kit de robot' }, fields, 'es')
    expect(product).toEqual(before)
  })
})
