import { baseLocale, type Locale } from '#core/locale'
import { getLocale } from '#i18n/runtime'

/**
 * The query that asks the API for what staff wrote in the page's language (decision 079):
 * `{ locale: 'es' }` on a Spanish page, nothing on an English one, whose addresses — and the
 * caches keyed on them — stay as they were.
 */
export function contentLanguageQuery(): { locale?: Locale } {
  const locale = getLocale()
  return locale === baseLocale ? {} : { locale }
}
