import { getLocale } from '#i18n/runtime'
import { type Locale, languageTag } from './locale'

/** Money is integer cents inside the system; dollars only at the edges. */

export function centsToDollars(cents: number): number {
  return cents / 100
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

// Made when first needed: building a formatter loads its locale's data, a few milliseconds of a
// phone's main thread that a page's first task can do without (decision 066).
const usd = new Map<Locale, Intl.NumberFormat>()

/**
 * US dollars as the reader's language writes them: `$1,234.50` in English and in US Spanish
 * (es-US writes dollars as the US does; `1234,50 US$` is Spain's way, decision 077). `locale` is
 * the page's language unless given (an e-mail gives its recipient's).
 */
export function formatDollars(dollars: number, locale: Locale = getLocale()): string {
  let format = usd.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(languageTag[locale], { style: 'currency', currency: 'USD' })
    usd.set(locale, format)
  }
  return format.format(dollars)
}

/** Whole dollars as the reader's language writes them, without cents: `$25`, `$250`. */
export function formatWholeDollars(dollars: number, locale: Locale = getLocale()): string {
  return formatDollars(dollars, locale).replace(/\.00$/, '')
}
