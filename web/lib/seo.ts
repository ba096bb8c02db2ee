import { brand } from '#core/brand'
import { languageTag, locales, localizedPath, openGraphLocale } from '#core/locale'
import { pageJsonLd } from '#core/structured-data'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { siteOrigin } from './site-origin'

interface SeoInput {
  title: string
  description?: string
  /** Open Graph type: the home page is a website, everything else an article-like page. */
  type?: 'website' | 'article' | 'product'
  image?: string
  /** The page's own path: its canonical URL (and og:url) at the site's origin. */
  path?: string
  /** What the page is about for schema.org (core/structured-data), in its JSON-LD. */
  jsonLd?: Record<string, unknown>
  /** Private pages (a receipt behind a signed link): kept out of search engines. */
  noIndex?: boolean
}

/**
 * Route `head` for every page: `{title} - {brand}`, a description, Open Graph/Twitter tags with
 * absolute URLs, and for public pages a canonical link, the page in each language (hreflang, the
 * English one the default) and structured data. `path` is the page's path without its language:
 * the URLs are the page's in the language it is rendered in.
 */
export function seo({
  title,
  description = m.brand_description(),
  type = 'article',
  image,
  path,
  jsonLd,
  noIndex,
}: SeoInput) {
  const origin = siteOrigin()
  const fullTitle = `${title} - ${brand.name}`
  const imageUrl = new URL(image ?? '/images/og-default.png', origin).toString()
  const locale = getLocale()
  const url = path === undefined ? undefined : `${origin}${localizedPath(path, locale)}`
  // A public page says what it is, in which language, and what it is about (issue 34).
  const structured =
    url === undefined || noIndex
      ? jsonLd
      : pageJsonLd({ url, name: fullTitle, description, locale }, jsonLd)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:locale', content: openGraphLocale[locale] },
      ...locales
        .filter((other) => other !== locale)
        .map((other) => ({ property: 'og:locale:alternate', content: openGraphLocale[other] })),
      { property: 'og:image', content: imageUrl },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
      ...(structured ? [{ 'script:ld+json': structured }] : []),
    ],
    links:
      path === undefined || url === undefined
        ? []
        : [
            { rel: 'canonical', href: url },
            ...locales.map((each) => ({
              rel: 'alternate',
              hrefLang: languageTag[each],
              href: `${origin}${localizedPath(path, each)}`,
            })),
            { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
          ],
  }
}
