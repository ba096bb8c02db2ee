import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ProductSpanishSchema } from '#core/schemas/admin-product'
import { seedProductFacts } from './product-facts'
import { seedProducts } from './products'
import { seedProductsSpanish } from './products-es'
import { storytellingTiers } from './storytelling-tiers'

// seedProducts ends with the storytelling tiers; counted once however they are listed.
const products = [...new Map([...seedProducts, ...storytellingTiers].map((p) => [p.slug, p]))]
const slugs = products.map(([slug]) => slug)

function spanishOf(slug: string) {
  const spanish = seedProductsSpanish[slug]
  if (!spanish) throw new Error(`No Spanish for ${slug}`)
  return spanish
}

describe("the demo catalogue's Spanish (decision 079)", () => {
  it('has an entry for every seed product, storytelling tiers included, and no other', () => {
    expect(Object.keys(seedProductsSpanish).sort()).toEqual([...slugs].sort())
    for (const tier of storytellingTiers) expect(seedProductsSpanish).toHaveProperty(tier.slug)
  })

  it.each(products)('%s: Spanish staff could have typed, list for list', (slug) => {
    const spanish = spanishOf(slug)
    expect(v.parse(ProductSpanishSchema, spanish)).toEqual(spanish)
    expect(spanish.name).toBeDefined()
    const facts = seedProductFacts[slug]
    if (!facts) {
      expect([spanish.size, spanish.inTheBox, spanish.skills]).toEqual([
        undefined,
        undefined,
        undefined,
      ])
      return
    }
    expect(spanish.size === undefined).toBe(facts.size === null)
    expect(spanish.inTheBox).toHaveLength(facts.inTheBox.length)
    expect(spanish.skills).toHaveLength(facts.skills.length)
  })

  it('keeps the tiers under their names, as the storytelling page finds them by name', () => {
    for (const tier of storytellingTiers) {
      expect(seedProductsSpanish[tier.slug]?.name).toBe(tier.name)
    }
  })

  it('leaves one description in English, not featured and not a tier, so the demo shows the note', () => {
    const untranslated = products.filter(([slug]) => !seedProductsSpanish[slug]?.description)
    expect(untranslated.map(([slug]) => slug)).toEqual(['speed-cube-challenge'])
    for (const [slug, product] of untranslated) {
      expect(product.featured).toBe(false)
      expect(storytellingTiers.map((tier) => tier.slug)).not.toContain(slug)
    }
  })
})
