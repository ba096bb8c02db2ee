import type { QueryClient } from '@tanstack/react-query'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import type { Product } from '~/entities/products/api/product'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'

/**
 * Reloads the catalogue past the browser's HTTP cache (the list is publicly cacheable for a
 * minute) and the service worker's (which then goes to the network first): checkout must compare
 * the cart with today's prices, not an older copy.
 */
export function refreshProducts(queryClient: QueryClient): Promise<Product[]> {
  return queryClient.fetchQuery({
    ...productsQueryOptions(),
    queryFn: ({ signal }) =>
      send(
        api.products.$get(
          { query: contentLanguageQuery() },
          { init: { signal, cache: 'no-cache' } },
        ),
      ),
    staleTime: 0,
  })
}
