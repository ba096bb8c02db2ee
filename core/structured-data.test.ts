import { describe, expect, it } from 'vitest'
import { testProduct } from './schemas/test-product'
import {
  donateActionJsonLd,
  organizationJsonLd,
  pageJsonLd,
  productJsonLd,
} from './structured-data'

const origin = 'https://brightminds.example'

const product = testProduct(7, {
  name: 'Rainbow Castle 3D Puzzle',
  description: 'A castle of 120 pieces.',
  price: 34.5,
  category: '3D Puzzles',
  imageUrl: '/images/products/castle.svg',
  featured: true,
  stock: 3,
})

describe('structured data', () => {
  it('describes the organisation as a 501(c)(3) NGO at the site origin', () => {
    expect(organizationJsonLd(origin)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: 'BrightMinds Foundation',
      url: `${origin}/`,
      logo: `${origin}/icons/icon-512.png`,
      nonprofitStatus: 'Nonprofit501c3',
      address: { addressLocality: 'Austin', addressCountry: 'US' },
    })
  })

  it('gives a product one offer with its price in dollars and its availability', () => {
    expect(productJsonLd(product, origin)).toMatchObject({
      '@type': 'Product',
      name: 'Rainbow Castle 3D Puzzle',
      image: `${origin}/images/products/castle.svg`,
      url: `${origin}/product/7`,
      offers: {
        '@type': 'Offer',
        price: '34.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    })
    const soldOut = productJsonLd({ ...product, inStock: false, stock: 0 }, origin)
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' })
  })

  it('prefers an uploaded photo, and keeps an absolute image URL as it is', () => {
    const photo = { src: 'https://cdn.example/p/7-1200.jpg', width: 1200, height: 900 }
    const withPhoto = { ...product, image: { ...photo, avif: '', webp: '', jpeg: '' } }
    expect(productJsonLd(withPhoto, origin).image).toBe('https://cdn.example/p/7-1200.jpg')
  })

  it('makes /donate a DonateAction for the organisation', () => {
    expect(donateActionJsonLd(origin)).toMatchObject({
      '@type': 'DonateAction',
      recipient: { '@type': 'NGO', '@id': `${origin}/#organization` },
      target: { urlTemplate: `${origin}/donate` },
    })
  })

  it('is plain JSON', () => {
    for (const data of [organizationJsonLd(origin), productJsonLd(product, origin)]) {
      expect(JSON.parse(JSON.stringify(data))).toEqual(data)
    }
  })
})

describe('a page in its language (issue 34)', () => {
  const page = {
    url: `${origin}/es/donate`,
    name: 'Haga una donación - BrightMinds Foundation',
    description: 'Done una vez o cada mes.',
    locale: 'es' as const,
  }

  it('describes the page itself, with its language', () => {
    expect(pageJsonLd(page)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': `${origin}/es/donate#webpage`,
      url: `${origin}/es/donate`,
      name: page.name,
      description: page.description,
      inLanguage: 'es-US',
    })
  })

  it('puts what the page is about beside it in one graph, with one context', () => {
    const about = donateActionJsonLd(origin, 'es', 'Done a BrightMinds Foundation')
    const data = pageJsonLd(page, about) as { '@graph': Record<string, unknown>[] }
    expect(Object.keys(data)).toEqual(['@context', '@graph'])
    expect(data['@graph'][0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'es-US' })
    expect(data['@graph'][1]).toMatchObject({
      '@type': 'DonateAction',
      name: 'Done a BrightMinds Foundation',
      target: { urlTemplate: `${origin}/es/donate` },
    })
    expect(data['@graph'][1]).not.toHaveProperty('@context')
  })

  it("gives a product its address in the page's language", () => {
    expect(productJsonLd(product, origin, 'es')).toMatchObject({
      '@id': `${origin}/es/product/7#product`,
      url: `${origin}/es/product/7`,
      offers: { url: `${origin}/es/product/7` },
    })
  })
})
