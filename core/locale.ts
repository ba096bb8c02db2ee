import { localeCookie, localeCookieDays } from './cookies'

/** The site's languages (i18n/project.inlang: a test holds the two lists equal). */
export const locales = ['en', 'es'] as const
export type Locale = (typeof locales)[number]
/** The language of the site's original addresses, and of anything not yet translated. */
export const baseLocale: Locale = 'en'

/**
 * The site's languages and their addresses (issue 34, decision 077): English at the paths it has
 * always had, Spanish under `/es` (`/es` itself is the Spanish home page). A page's language is
 * its address's, on the server and in the browser alike.
 */
const prefix: Record<Locale, string> = { en: '', es: '/es' }

/** The language tag for `<html lang>`, `Intl` and hreflang: the site speaks to the US. */
export const languageTag: Record<Locale, 'en-US' | 'es-US'> = { en: 'en-US', es: 'es-US' }

/** Open Graph's spelling of the same (`og:locale`). */
export const openGraphLocale: Record<Locale, 'en_US' | 'es_US'> = { en: 'en_US', es: 'es_US' }

/**
 * A file of the built app in `locale` (decision 078): each language has its own build, whose
 * entry files sit side by side at the root — `index.html` and `index.es.html` (the app shell),
 * `sw.js` and `sw.es.js` (the service worker), `offline.html`, `manifest.webmanifest` — while
 * the hashed files under /assets are shared where they are the same.
 */
export function builtFile(name: string, locale: Locale): string {
  if (locale === baseLocale) return `/${name}`
  const dot = name.lastIndexOf('.')
  return `/${name.slice(0, dot)}.${locale}${name.slice(dot)}`
}

/** The installed app's manifest in each language. */
export const manifestPath: Record<Locale, string> = {
  en: builtFile('manifest.webmanifest', 'en'),
  es: builtFile('manifest.webmanifest', 'es'),
}

/**
 * The pages each language's service worker controls: the address prefix (`/es` takes in the
 * Spanish home page, which `/es/` would not; no English address begins with `/es`). Where two
 * scopes match, the browser picks the longer: English pages are `/`'s, Spanish ones `/es`'s.
 */
export const workerScope: Record<Locale, string> = { en: '/', es: prefix.es }

/** Each language's name in itself, as the language switch offers it. */
export const languageName: Record<Locale, string> = { en: 'English', es: 'Español' }

/** The language of a page's address. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : baseLocale
}

/** The page an address is, whatever its language: `/es/donate` → `/donate`, `/es` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === baseLocale) return pathname
  return pathname.slice(prefix.es.length) || '/'
}

/** The address of page `path` (a path without a language) in `locale`: `/donate` → `/es/donate`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === baseLocale) return path
  return path === '/' ? prefix[locale] : `${prefix[locale]}${path}`
}

/** An absolute URL of the site with its path in `locale` (a link in an e-mail). */
export function localizedUrl(href: string, locale: Locale): string {
  const url = new URL(href)
  const pathname = localizedPath(pathWithoutLocale(url.pathname), locale)
  if (pathname === url.pathname) return href
  url.pathname = pathname
  return url.toString()
}

/** `locale`, if `value` names one of the site's languages. */
export function asLocale(value: string | null | undefined): Locale | undefined {
  return locales.find((locale) => locale === value)
}

/**
 * The first of a browser's languages (`navigator.languages`, most preferred first, which mirrors
 * its Accept-Language) that the site speaks; undefined when it speaks none of them.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const locale = asLocale(tag.split('-')[0]?.toLowerCase())
    if (locale) return locale
  }
  return undefined
}

/**
 * The cookie that remembers the language a visitor chose (the switch, or the offer of their
 * browser's language): an address in the other language, reached from outside the site, takes
 * them to the page in the language they chose.
 */
export { localeCookie }

const localeCookieValue = new RegExp(`(?:^|;\\s*)${localeCookie}=([^;]*)`)

/**
 * The cookie that remembers `locale` for a year, for the whole site: what the page's switch
 * writes (`document.cookie`) and what the server's answer to a switch sets (`Set-Cookie`). For a
 * browser that asks for privacy (Global Privacy Control) it lasts until the browser closes.
 */
export function rememberedLanguageCookie(locale: Locale, secure: boolean, privacy = false): string {
  const lasting = privacy ? '' : `; Max-Age=${localeCookieDays * 24 * 60 * 60}`
  return `${localeCookie}=${locale}; Path=/${lasting}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** The language a Cookie header (or `document.cookie`) remembers, if any. */
export function rememberedLocale(cookies: string | undefined): Locale | undefined {
  return asLocale(localeCookieValue.exec(cookies ?? '')?.[1])
}
