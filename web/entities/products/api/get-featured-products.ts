import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { productsQueryKey } from './get-products'
import type { Product } from './product'

export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return send(api.products.featured.$get(undefined, { init: { signal } }))
}

export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: [...productsQueryKey, 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  })
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions())
}
