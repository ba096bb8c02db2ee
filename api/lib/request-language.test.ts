import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { m } from '#i18n/messages'
import { localeOfAcceptLanguage, requestLocale, withRequestLanguage } from './request-language'

describe('the language of a request', () => {
  it('is the first of its Accept-Language the site speaks, by quality', () => {
    expect(localeOfAcceptLanguage('es-US')).toBe('es')
    expect(localeOfAcceptLanguage('fr-CA, es;q=0.8, en;q=0.9')).toBe('en')
    expect(localeOfAcceptLanguage('en;q=0.2, es;q=0.7')).toBe('es')
    expect(localeOfAcceptLanguage('es;q=0, en')).toBe('en')
    expect(localeOfAcceptLanguage('fr, de')).toBe('en')
    expect(localeOfAcceptLanguage('*')).toBe('en')
    expect(localeOfAcceptLanguage(undefined)).toBe('en')
  })

  it("writes the request's messages, each of overlapping requests in its own", async () => {
    // The Spanish request begins, the English one runs from start to end, then the Spanish one
    // reads its language.
    const latch = () => {
      let open!: () => void
      const opened = new Promise<void>((resolve) => {
        open = resolve
      })
      return { open, opened }
    }
    const spanishBegun = latch()
    const englishDone = latch()
    const app = new Hono().use(withRequestLanguage).get('/', async (c) => {
      const spanish = c.req.query('first') !== undefined
      if (spanish) {
        spanishBegun.open()
        await englishDone.opened
      }
      const answer = c.json({ locale: requestLocale(), text: m.error_try_again() })
      if (!spanish) englishDone.open()
      return answer
    })
    const spanish = app.request('/?first', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } })
    await spanishBegun.opened
    const english = await app.request('/')
    expect(await english.json()).toEqual({ locale: 'en', text: 'Try Again' })
    expect(await (await spanish).json()).toEqual({ locale: 'es', text: 'Intentar de nuevo' })
  })
})
