import type { productCategories } from '../schema'

export type ProductCategory = (typeof productCategories)[number]

export interface SeedProduct {
  /** Names the image files: web/public/images/products/<slug>.svg, then <slug>-2.svg, <slug>-3.svg. */
  slug: string
  name: string
  description: string
  priceCents: number
  category: ProductCategory
  stock: number
  featured: boolean
  /** A service (the storytelling tiers) is not shipped; physical goods by default. */
  kind?: 'physical' | 'service'
  /** Sent to a postal address (default: physical goods yes, services no). */
  ships?: boolean
  /** A storytelling tier whose family books a kickoff call (decision 039). */
  kickoffCall?: boolean
  /** Alt text of the main image, then of each extra gallery view in file order. */
  imageAlts: [string, ...string[]]
}
