import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'
import { productsKey } from './get-products'
import type { Product } from './product'

export function getFeaturedProducts(signal?: AbortSignal): Promise<Product[]> {
  return send(api.products.featured.$get({ query: contentLanguageQuery() }, { init: { signal } }))
}

export function featuredProductsQueryOptions() {
  return queryOptions({
    queryKey: [...productsKey(), 'featured'] as const,
    queryFn: ({ signal }) => getFeaturedProducts(signal),
  })
}

export function useFeaturedProducts() {
  return useQuery(featuredProductsQueryOptions())
}
