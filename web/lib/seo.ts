import { brand } from '#core/brand'

interface SeoInput {
  title: string
  description?: string
  /** Open Graph type: the home page is a website, everything else an article-like page. */
  type?: 'website' | 'article'
  image?: string
  /** Private pages (a receipt behind a signed link): kept out of search engines. */
  noIndex?: boolean
}

/** Route `head` for every page: `{title} - {brand}`, a description and Open Graph/Twitter tags. */
export function seo({
  title,
  description = brand.description,
  type = 'article',
  image,
  noIndex,
}: SeoInput) {
  const fullTitle = `${title} - ${brand.name}`
  const imageUrl = image ?? '/images/og-default.png'
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:type', content: type },
      { property: 'og:site_name', content: brand.name },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
      ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
  }
}
