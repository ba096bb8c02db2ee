import {
  type Locale,
  localeOfPath,
  localizedPath,
  pathWithoutLocale,
  rememberedLocale,
} from '#core/locale'

interface Arrival {
  /** The Cookie header. */
  cookie: string | undefined
  /** Sec-Fetch-Site: `none` for a typed address or a bookmark, `cross-site` for a link elsewhere. */
  fetchSite: string | undefined
  /** Sec-Fetch-Mode: `navigate` for a document the visitor asked for. */
  fetchMode: string | undefined
}

/**
 * Where a visitor who chose a language (decision 077) is sent when they arrive from outside the
 * site at a page in the other one — a link in an e-mail or a search result, a bookmark, a typed
 * address: the same page in their language. Undefined for anything else: a step within the site
 * (the language switch itself is one), a visitor who never chose, a page already in their
 * language. The site's first answer to a browser that merely prefers a language is an offer,
 * never a redirect.
 */
export function rememberedLanguageAddress(url: URL, arrival: Arrival): string | undefined {
  if (arrival.fetchMode !== 'navigate') return undefined
  if (arrival.fetchSite !== 'none' && arrival.fetchSite !== 'cross-site') return undefined
  const chosen = rememberedLocale(arrival.cookie)
  if (!chosen || chosen === localeOfPath(url.pathname)) return undefined
  return `${localizedPath(pathWithoutLocale(url.pathname), chosen)}${url.search}`
}

/**
 * The language a visitor has just switched to by following a link within the site from a page
 * in the other language (the header's or footer's switch), when it is not the one remembered
 * yet. The switch remembers the choice itself once the page is live; a visitor quicker than
 * that (the footer comes alive as it is reached) followed it as a plain link, and this answer
 * remembers it instead. Undefined for anything else.
 */
export function switchedLanguage(
  url: URL,
  arrival: Arrival & {
    /** The page the link was on (same-origin links send it whole). */ referer: string | undefined
  },
): Locale | undefined {
  if (arrival.fetchMode !== 'navigate' || arrival.fetchSite !== 'same-origin') return undefined
  // Sec-Fetch-Site, which a page cannot forge, says the link was on this site; the Referer's
  // origin may differ from the one the server sees behind a proxy.
  const from = URL.canParse(arrival.referer ?? '') ? new URL(arrival.referer!) : undefined
  if (!from) return undefined
  const to = localeOfPath(url.pathname)
  if (localeOfPath(from.pathname) === to || rememberedLocale(arrival.cookie) === to) {
    return undefined
  }
  return to
}
