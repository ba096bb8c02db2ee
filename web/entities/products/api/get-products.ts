import { queryOptions } from '@tanstack/react-query'
import { getLocale } from '#i18n/runtime'
import { api, send } from '~/lib/api-client'
import { contentLanguageQuery } from '~/lib/content-language'
import type { Product } from './product'

export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return send(api.products.$get({ query: contentLanguageQuery() }, { init: { signal } }))
}

/** Every catalogue query starts with this; `productsKey()` adds the page's language. */
export const productsQueryKey = ['products'] as const

/** The catalogue's words differ by language (decision 079): each is cached apart. */
export function productsKey() {
  return [...productsQueryKey, getLocale()] as const
}

export function productsQueryOptions() {
  return queryOptions({
    queryKey: productsKey(),
    queryFn: ({ signal }) => getProducts(signal),
  })
}
