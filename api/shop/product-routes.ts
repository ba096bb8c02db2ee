import { catalogueMessages } from '#core/schemas/admin-product'
import { createRouter } from '../app-env'
import { parseId } from '../lib/parse-id'
import { sendCachedJson } from './cached-json-response'
import { catalogueKeys } from './catalogue-cache'
import { getProduct, listFeaturedProducts, listProducts } from './products'

const notFound = catalogueMessages.notFound

/**
 * GET /api/products, /api/products/featured and /api/products/:id: public, served from the
 * catalogue cache pre-compressed, revalidated each time by a strong ETag (decisions 037, 042).
 */
export const productRoutes = createRouter()
  .get('/', async (c) =>
    sendCachedJson(
      c,
      await c.var.catalogue.read(catalogueKeys.list, () => listProducts(c.var.db)),
      notFound,
    ),
  )
  .get('/featured', async (c) =>
    sendCachedJson(
      c,
      await c.var.catalogue.read(catalogueKeys.featured, () => listFeaturedProducts(c.var.db)),
      notFound,
    ),
  )
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const product =
      id && (await c.var.catalogue.read(catalogueKeys.product(id), () => getProduct(c.var.db, id)))
    return sendCachedJson(c, product || undefined, notFound)
  })
