import { describe, expect, it } from 'vitest'
import { asksForPrivacy } from '#core/cookies'
import { rememberedLanguageCookie } from '#core/locale'
import { rememberedLanguageAddress, switchedLanguage } from './remembered-language'

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

describe('a switch of language followed as a plain link', () => {
  const switching = {
    fetchSite: 'same-origin',
    fetchMode: 'navigate',
    cookie: undefined,
    referer: 'https://brightminds.example/donate?amount=50',
  }

  it('is remembered as the language of the page it leads to', () => {
    expect(switchedLanguage(at('/es/donate'), switching)).toBe('es')
    expect(
      switchedLanguage(at('/about'), {
        ...switching,
        cookie: 'locale=es',
        referer: 'http://127.0.0.1:3000/es/about',
      }),
    ).toBe('en')
  })

  it('is nothing when the language stays, is remembered already, or the link was elsewhere', () => {
    expect(
      switchedLanguage(at('/es/donate'), {
        ...switching,
        referer: 'https://brightminds.example/es',
      }),
    ).toBeUndefined()
    expect(
      switchedLanguage(at('/es/donate'), { ...switching, cookie: 'locale=es' }),
    ).toBeUndefined()
    for (const fetchSite of ['cross-site', 'same-site', 'none', undefined]) {
      expect(switchedLanguage(at('/es/donate'), { ...switching, fetchSite })).toBeUndefined()
    }
    expect(switchedLanguage(at('/es/donate'), { ...switching, fetchMode: 'cors' })).toBeUndefined()
    for (const referer of [undefined, '', 'not a url']) {
      expect(switchedLanguage(at('/es/donate'), { ...switching, referer })).toBeUndefined()
    }
  })

  it('is remembered for a year, for the whole site, Secure over HTTPS', () => {
    expect(rememberedLanguageCookie('es', false)).toBe(
      'locale=es; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(rememberedLanguageCookie('en', true)).toBe(
      'locale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    )
  })

  it('lasts until the browser closes when the browser asks for privacy (GPC)', () => {
    expect(rememberedLanguageCookie('es', true, true)).toBe(
      'locale=es; Path=/; SameSite=Lax; Secure',
    )
    expect(asksForPrivacy('1')).toBe(true)
    expect(asksForPrivacy(true)).toBe(true)
    for (const signal of ['0', '', undefined, null, false])
      expect(asksForPrivacy(signal)).toBe(false)
  })
})
