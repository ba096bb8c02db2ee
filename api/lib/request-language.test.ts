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
    const app = new Hono().use(withRequestLanguage).get('/', async (c) => {
      // Another request runs while this one waits: each keeps its language.
      await new Promise((resolve) => setTimeout(resolve, Number(c.req.query('wait'))))
      return c.json({ locale: requestLocale(), text: m.error_try_again() })
    })
    const [spanish, english] = await Promise.all([
      app.request('/?wait=20', { headers: { 'Accept-Language': 'es-MX,es;q=0.9' } }),
      app.request('/?wait=0'),
    ])
    expect(await spanish.json()).toEqual({ locale: 'es', text: 'Intentar de nuevo' })
    expect(await english.json()).toEqual({ locale: 'en', text: 'Try Again' })
  })
})
