import { describe, expect, it } from 'vitest'
import { testProduct } from '#core/schemas/test-product'
import { relatedProducts } from './related-products'

const product = testProduct

describe('relatedProducts', () => {
  it('fills the row: its category first, then in-stock products of the same kind', () => {
    const current = product(1)
    const catalogue = [
      current,
      product(2),
      product(3, { inStock: false, stock: 0 }),
      product(4, { featured: true }),
      product(5, { category: 'STEM Kits' }),
      product(6, { category: 'STEM Kits', inStock: false, stock: 0 }),
      product(7, { category: 'Storytelling', kind: 'service' }),
      product(8, { category: '3D Puzzles', featured: true }),
      product(9, { category: '3D Puzzles' }),
    ]
    expect(relatedProducts(catalogue, current).map((p) => p.id)).toEqual([4, 2, 3, 8])
  })

  it('never suggests the product itself, and stops at what there is', () => {
    const current = product(1)
    expect(relatedProducts([current, product(2)], current).map((p) => p.id)).toEqual([2])
  })
})
