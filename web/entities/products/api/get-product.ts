import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'
import { productsKey } from './get-products'
import type { ProductDetail } from './product'

export function getProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return send(
    api.products[':id'].$get(
      { param: { id: String(id) }, query: contentLanguageQuery() },
      { init: { signal } },
    ),
  )
}

export function productQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...productsKey(), 'detail', id] as const,
    queryFn: ({ signal }) => getProduct(id, signal),
  })
}

/** Route params arrive as text; only a positive whole number can name a product. */
export function parseProductId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && id <= 2_147_483_647 ? id : null
}
