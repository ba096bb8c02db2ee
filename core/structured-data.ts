import { brand } from './brand'
import { baseLocale, type Locale, languageTag, localizedPath } from './locale'
import type { Product } from './schemas/product'

/**
 * schema.org data for search engines (issue 16): every public page as a WebPage in its language,
 * the organisation on /, each product with its offer, and the donate page as a DonateAction.
 * URLs are absolute, at the site's origin, in the page's language.
 */

type JsonLd = Record<string, unknown>

const context = 'https://schema.org'

/**
 * A public page's structured data: the page itself — its address, title and language
 * (`inLanguage`, issue 34), which a product or an organisation cannot say of itself — and what
 * it is about, if anything, as one graph.
 */
export function pageJsonLd(
  page: { url: string; name: string; description: string; locale: Locale },
  about?: JsonLd,
): JsonLd {
  const webPage = {
    '@type': 'WebPage',
    '@id': `${page.url}#webpage`,
    url: page.url,
    name: page.name,
    description: page.description,
    inLanguage: languageTag[page.locale],
  }
  if (!about) return { '@context': context, ...webPage }
  const { '@context': _context, ...entity } = about
  return { '@context': context, '@graph': [webPage, entity] }
}

const absolute = (origin: string, url: string) => new URL(url, origin).toString()

/** The nonprofit: an NGO (a kind of Organization) with its contact points and profiles. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': context,
    '@type': 'NGO',
    '@id': `${origin}/#organization`,
    name: brand.name,
    url: `${origin}/`,
    logo: absolute(origin, '/icons/icon-512.png'),
    description: brand.description,
    email: brand.email,
    telephone: brand.phone,
    nonprofitStatus: 'Nonprofit501c3',
    address: {
      '@type': 'PostalAddress',
      streetAddress: brand.address.street,
      addressLocality: brand.address.city,
      addressRegion: brand.address.state,
      postalCode: brand.address.zip,
      addressCountry: 'US',
    },
    sameAs: Object.values(brand.social),
  }
}

/** A product and its one offer: the catalogue price in US dollars, in stock or not. */
export function productJsonLd(
  product: Product,
  origin: string,
  locale: Locale = baseLocale,
): JsonLd {
  const url = `${origin}${localizedPath(`/product/${product.id}`, locale)}`
  return {
    '@context': context,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name,
    description: product.description,
    image: absolute(origin, product.image?.src ?? product.imageUrl),
    category: product.category,
    url,
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      seller: { '@id': `${origin}/#organization` },
    },
  }
}

/** The donate page: giving to the organisation, online, in the page's language. */
export function donateActionJsonLd(
  origin: string,
  locale: Locale = baseLocale,
  name = `Donate to ${brand.name}`,
): JsonLd {
  return {
    '@context': context,
    '@type': 'DonateAction',
    name,
    recipient: {
      '@type': 'NGO',
      '@id': `${origin}/#organization`,
      name: brand.name,
      url: `${origin}/`,
    },
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}${localizedPath('/donate', locale)}`,
      actionPlatform: [
        'https://schema.org/DesktopWebPlatform',
        'https://schema.org/MobileWebPlatform',
      ],
    },
  }
}
