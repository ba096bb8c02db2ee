import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'
import { baseLocale, type Locale, preferredLocale } from '#core/locale'
import { overwriteGetLocale } from '#i18n/runtime'

/**
 * The language a request asked for (decision 077): what its messages — a refusal, a validation
 * error — are written in. The site's pages send their own language (`web/lib/api-client.ts`); any
 * other client, its Accept-Language; none, English.
 */
const requestLanguage = new AsyncLocalStorage<Locale>()

// Every message the API writes asks the runtime for the language: it is the request's.
overwriteGetLocale(() => requestLanguage.getStore() ?? baseLocale)

/** Runs the rest of the request in the language of its Accept-Language. */
export const withRequestLanguage: MiddlewareHandler = (c, next) =>
  requestLanguage.run(localeOfAcceptLanguage(c.req.header('Accept-Language')), next)

/** The language of the request being answered (English outside one). */
export function requestLocale(): Locale {
  return requestLanguage.getStore() ?? baseLocale
}

/**
 * The site's language an Accept-Language header prefers: its languages by quality (a quality of 0
 * refuses one), the first the site speaks; English when it names none.
 */
export function localeOfAcceptLanguage(header: string | undefined): Locale {
  const languages = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';')
      const quality = parameters
        .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined)
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
  return preferredLocale(languages) ?? baseLocale
}
