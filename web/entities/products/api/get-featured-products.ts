import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import { productsQueryKey } from './get-products'
import type { Product } from './product'

export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiGet<Product[]>('/api/products/featured', signal)
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
