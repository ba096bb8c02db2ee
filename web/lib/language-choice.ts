import { type Locale, localeCookie, rememberedLocale } from '#core/locale'

const yearInSeconds = 365 * 24 * 60 * 60

/** Remembers the language the visitor chose, for a year (decision 077). */
export function rememberLanguage(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing from older Safari
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${yearInSeconds}; samesite=lax${secure}`
}

/** The language the visitor chose, if they have. */
export function chosenLanguage(): Locale | undefined {
  return rememberedLocale(document.cookie)
}
