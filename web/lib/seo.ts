import { brand } from '#core/brand'
import { siteOrigin } from './site-origin'

interface SeoInput {
  title: string
  description?: string
  /** Open Graph type: the home page is a website, everything else an article-like page. */
  type?: 'website' | 'article' | 'product'
  image?: string
  /** The page's own path: its canonical URL (and og:url) at the site's origin. */
  path?: string
  /** schema.org data for the page (core/structured-data), as JSON-LD. */
  jsonLd?: Record<string, unknown>
  /** Private pages (a receipt behind a signed link): kept out of search engines. */
  noIndex?: boolean
}

/**
 * Route `head` for every page: `{title} - {brand}`, a description, Open Graph/Twitter tags with
 * absolute URLs, and for public pages a canonical link and structured data.
 */
export function seo({
  title,
  description = brand.description,
  type = 'article',
  image,
  path,
  jsonLd,
  noIndex,
}: SeoInput) {
  const origin = siteOrigin()
  const fullTitle = `${title} - ${brand.name}`
  const imageUrl = new URL(image ?? '/images/og-default.png', origin).toString()
  const url = path === undefined ? undefined : `${origin}${path}`
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:image', content: imageUrl },
      ...(url ? [{ property: 'og:url', content: url }] : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
      ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
    ],
    links: url ? [{ rel: 'canonical', href: url }] : [],
  }
}
