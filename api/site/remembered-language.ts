import { localeOfPath, localizedPath, pathWithoutLocale, rememberedLocale } from '#core/locale'

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
