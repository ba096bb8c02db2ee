import { type StoreSort, storeSorts } from '#core/constants'
import { type AgeBand, ageBands } from '#core/product-facts'
import { searchText } from '~/lib/search-text'

/** /store's search params: the text search `q`, the `category`, the child's `age` and the `sort`. */
export interface StoreSearch {
  q?: string
  category?: string
  age?: AgeBand
  sort?: StoreSort
}

/**
 * A bad value falls back to the default instead of failing the page, so an old or hand-edited
 * link still opens. Hand-written: route options ship in the first-load bundle, and valibot there
 * costs 2.7 KB gzip (see web/routes/auth.tsx).
 */
export function storeSearch(search: Record<string, unknown>): StoreSearch {
  const result: StoreSearch = {}
  const q = searchText(search.q, 200)
  const category = searchText(search.category, 100)
  const sort = storeSorts.find((value) => value === search.sort)
  const age = ageBands.find((band) => band.value === search.age)?.value
  if (q !== undefined) result.q = q
  if (category !== undefined) result.category = category
  if (age) result.age = age
  if (sort) result.sort = sort
  return result
}

export const defaultStoreSort: StoreSort = 'featured'
