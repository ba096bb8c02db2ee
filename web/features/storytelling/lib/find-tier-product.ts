import { m } from '#i18n/messages'
import type { Product } from '~/entities/products/api/product'

/** The catalogue product sold for a tier, matched by its exact name; throws when it is missing. */
export function findTierProduct(products: Product[], tierName: string): Product {
  const product = products.find((candidate) => candidate.name === tierName)
  if (!product) throw new Error(m.content_storytelling_tier_unavailable({ name: tierName }))
  return product
}
