import type { DatabaseHandle } from '../../db/client'
import { createJsonCache } from '../lib/json-cache'

/** The channel the catalogue's triggers NOTIFY on (migration 0025). */
export const catalogueChannel = 'catalogue_changed'

/**
 * The product list, featured list and products by id, ready for the wire; emptied on every
 * replica whenever a product or its gallery changes (decision 042).
 */
export function createCatalogueCache(database: DatabaseHandle) {
  return createJsonCache(database, catalogueChannel)
}
