import type { StoreSort } from '#core/constants'
import { type AgeBand, suitsAgeBand } from '#core/product-facts'
import type { Product } from '~/entities/products/api/product'

export interface ProductFilter {
  query: string
  /** Undefined: every category. */
  category: string | undefined
  /** Undefined: every age. A product without facts matches no age band. */
  age?: AgeBand | undefined
  sort: StoreSort
}

/** Each product with its lower-cased searchable text, built once per catalogue load. */
export interface IndexedProduct {
  product: Product
  text: string
}

export function indexProducts(products: readonly Product[]): IndexedProduct[] {
  return products.map((product) => ({
    product,
    text: `${product.name}\n${product.description}\n${product.category}`.toLowerCase(),
  }))
}

const nameOrder = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })

const comparators: Record<StoreSort, (a: Product, b: Product) => number> = {
  // Featured first, then the catalogue's own order.
  featured: (a, b) => Number(b.featured) - Number(a.featured) || a.id - b.id,
  priceAsc: (a, b) => a.price - b.price || a.id - b.id,
  priceDesc: (a, b) => b.price - a.price || a.id - b.id,
  name: (a, b) => nameOrder.compare(a.name, b.name) || a.id - b.id,
}

/** The store's list: every search word must appear (name, description or category). */
export function filterProducts(index: readonly IndexedProduct[], filter: ProductFilter): Product[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean)
  const matches: Product[] = []
  for (const { product, text } of index) {
    if (filter.category && product.category !== filter.category) continue
    if (filter.age && !suitsAgeBand(product.facts, filter.age)) continue
    if (words.every((word) => text.includes(word))) matches.push(product)
  }
  return matches.sort(comparators[filter.sort])
}

/** The categories present in the catalogue, alphabetically. */
export function productCategories(products: readonly Product[]): string[] {
  return [...new Set(products.map((product) => product.category))].sort(nameOrder.compare)
}
