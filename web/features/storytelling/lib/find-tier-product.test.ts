import { describe, expect, it } from 'vitest'
import { testProduct } from '#core/schemas/test-product'
import type { Product } from '~/entities/products/api/product'
import { findTierProduct } from './find-tier-product'
import { storytellingTiers } from './tiers'

function product(id: number, name: string, price: number): Product {
  return testProduct(id, {
    name,
    description: '',
    price,
    category: 'Storytelling',
    stock: 9,
    kind: 'service',
    ships: false,
  })
}

const catalogue = [
  product(1, 'Dino Discovery 3D Puzzle', 34.99),
  product(17, 'Lite DIY Kit', 49),
  product(18, 'Creator Pro Package', 199),
  product(19, 'Legacy Author Box', 499),
]

describe('findTierProduct', () => {
  it('finds every tier of the page in the catalogue by its exact name', () => {
    for (const tier of storytellingTiers) {
      expect(findTierProduct(catalogue, tier.name).price).toBe(tier.price)
    }
  })

  it('does not match a name that only differs in case or spacing', () => {
    expect(() => findTierProduct([product(5, 'lite diy kit ', 49)], 'Lite DIY Kit')).toThrow(
      'Lite DIY Kit is not available right now',
    )
  })

  it('fails with a readable message when the tier is missing', () => {
    expect(() => findTierProduct([], 'Legacy Author Box')).toThrow(
      'Legacy Author Box is not available right now. Please try again later.',
    )
  })
})
