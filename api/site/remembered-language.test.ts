import { describe, expect, it } from 'vitest'
import { rememberedLanguageAddress } from './remembered-language'

const fromOutside = { fetchSite: 'cross-site', fetchMode: 'navigate' }
const at = (address: string) => new URL(address, 'https://brightminds.example')

describe('the page in the language a visitor chose', () => {
  it('is where an arrival from outside the site goes, search kept', () => {
    expect(
      rememberedLanguageAddress(at('/donate?amount=50'), { ...fromOutside, cookie: 'locale=es' }),
    ).toBe('/es/donate?amount=50')
    expect(
      rememberedLanguageAddress(at('/'), {
        ...fromOutside,
        fetchSite: 'none',
        cookie: 'locale=es',
      }),
    ).toBe('/es')
    expect(
      rememberedLanguageAddress(at('/es/about'), { ...fromOutside, cookie: 'a=1; locale=en' }),
    ).toBe('/about')
  })

  it('is not forced on a step within the site, a sub-request, or without a choice', () => {
    const spanish = 'locale=es'
    for (const fetchSite of ['same-origin', 'same-site', undefined]) {
      expect(
        rememberedLanguageAddress(at('/donate'), {
          fetchSite,
          fetchMode: 'navigate',
          cookie: spanish,
        }),
      ).toBeUndefined()
    }
    for (const fetchMode of ['cors', 'no-cors', undefined]) {
      expect(
        rememberedLanguageAddress(at('/donate'), { ...fromOutside, fetchMode, cookie: spanish }),
      ).toBeUndefined()
    }
    expect(rememberedLanguageAddress(at('/donate'), { ...fromOutside, cookie: undefined })).toBe(
      undefined,
    )
    expect(
      rememberedLanguageAddress(at('/donate'), { ...fromOutside, cookie: 'locale=fr' }),
    ).toBeUndefined()
    expect(
      rememberedLanguageAddress(at('/es/donate'), { ...fromOutside, cookie: spanish }),
    ).toBeUndefined()
  })
})
