import type { DatabaseHandle } from '../../db/client'
import { appAnswerHeaders, type FastPath, type SocketAnswerOptions } from '../lib/fast-path'
import { createJsonCache, type JsonCache } from '../lib/json-cache'
import { parseId } from '../lib/parse-id'
import { cachedJsonFastPath } from './cached-json-fast-path'

/** The channel the catalogue's triggers NOTIFY on (migration 0025). */
export const catalogueChannel = 'catalogue_changed'

/** What each catalogue answer is kept under. */
export const catalogueKeys = {
  list: 'products',
  featured: 'featured',
  product: (id: number) => `product:${id}`,
}

/**
 * The product list, featured list and products by id, ready for the wire; emptied on every
 * replica whenever a product or its gallery changes (decision 042).
 */
export function createCatalogueCache(database: DatabaseHandle) {
  return createJsonCache(database, catalogueChannel)
}

const productPath = '/api/products/'

/** The catalogue key of a request path, as the product routes would answer it. */
export function catalogueKeyFor(path: string): string | undefined {
  if (path === '/api/products') return catalogueKeys.list
  if (path === '/api/products/featured') return catalogueKeys.featured
  const id = path.startsWith(productPath) ? parseId(path.slice(productPath.length)) : null
  return id === null ? undefined : catalogueKeys.product(id)
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
