import { describe, expect, it } from 'vitest'
import { testProduct } from './schemas/test-product'
import { donateActionJsonLd, organizationJsonLd, productJsonLd } from './structured-data'

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
