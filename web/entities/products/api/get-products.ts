import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import type { Product } from './product'

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>('/api/products', signal)
}

export const productsQueryKey = ['products'] as const

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsQueryKey,
    queryFn: ({ signal }) => getProducts(signal),
  })
}
