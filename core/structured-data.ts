import { brand } from './brand'
import type { Product } from './schemas/product'

/**
 * schema.org data for search engines (issue 16): the organisation on /, each product with its
 * offer, and the donate page as a DonateAction. URLs are absolute, at the site's origin.
 */

type JsonLd = Record<string, unknown>

const absolute = (origin: string, url: string) => new URL(url, origin).toString()

/** The nonprofit: an NGO (a kind of Organization) with its contact points and profiles. */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
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
export function productJsonLd(product: Product, origin: string): JsonLd {
  const url = `${origin}/product/${product.id}`
  return {
    '@context': 'https://schema.org',
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

/** The donate page: giving to the organisation, online. */
export function donateActionJsonLd(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'DonateAction',
    name: `Donate to ${brand.name}`,
    recipient: {
      '@type': 'NGO',
      '@id': `${origin}/#organization`,
      name: brand.name,
      url: `${origin}/`,
    },
    target: {
      '@type': 'EntryPoint',
      urlTemplate: `${origin}/donate`,
      actionPlatform: [
        'https://schema.org/DesktopWebPlatform',
        'https://schema.org/MobileWebPlatform',
      ],
    },
  }
}
