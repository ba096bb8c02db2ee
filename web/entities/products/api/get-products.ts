import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import type { Product } from './product'

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return send(api.products.$get(undefined, { init: { signal } }))
}

export const productsQueryKey = ['products'] as const

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => getProducts(signal),
  })
}
