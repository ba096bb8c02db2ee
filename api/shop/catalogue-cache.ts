import { baseLocale, type Locale } from '#core/locale'
import type { DatabaseHandle } from '../../db/client'
import { appAnswerHeaders, type FastPath, type SocketAnswerOptions } from '../lib/fast-path'
import { createJsonCache, type JsonCache } from '../lib/json-cache'
import { parseId } from '../lib/parse-id'
import { cachedJsonFastPath } from './cached-json-fast-path'

/** The channel the catalogue's triggers NOTIFY on (migration 0025). */
export const catalogueChannel = 'catalogue_changed'

/** What each catalogue answer is kept under, in each language (decision 079). */
export const catalogueKeys = {
  list: (locale: Locale) => `products:${locale}`,
  featured: (locale: Locale) => `featured:${locale}`,
  product: (id: number, locale: Locale) => `product:${id}:${locale}`,
}

/**
 * The product list, featured list and products by id, ready for the wire; emptied on every
 * replica whenever a product or its gallery changes (decision 042).
 */
export function createCatalogueCache(database: DatabaseHandle) {
  return createJsonCache(database, catalogueChannel)
}

const productPath = '/api/products/'

/** The query of a Spanish answer, the only query the catalogue's addresses take. */
const spanishQuery = '?locale=es'

/**
 * The catalogue key of a request's address, as the product routes would answer it: English with
 * no query, Spanish with exactly `?locale=es`; any other query is the app's to answer.
 */
export function catalogueKeyFor(url: string): string | undefined {
  const query = url.indexOf('?')
  const path = query === -1 ? url : url.slice(0, query)
  const locale = query === -1 ? baseLocale : url.slice(query) === spanishQuery ? 'es' : undefined
  if (locale === undefined) return undefined
  if (path === '/api/products') return catalogueKeys.list(locale)
  if (path === '/api/products/featured') return catalogueKeys.featured(locale)
  const id = path.startsWith(productPath) ? parseId(path.slice(productPath.length)) : null
  return id === null ? undefined : catalogueKeys.product(id, locale)
}

/**
 * The catalogue served at the socket (decision 042). One real answer of the app gives the
 * headers every answer carries, and warms the cache.
 */
export async function catalogueFastPath(
  app: { request(path: string): Response | Promise<Response> },
  cache: JsonCache,
  options: SocketAnswerOptions,
): Promise<FastPath> {
  const sample = await app.request('/api/products/featured')
  return cachedJsonFastPath({
    cache,
    keyFor: catalogueKeyFor,
    headers: appAnswerHeaders(sample),
    ...options,
  })
}
