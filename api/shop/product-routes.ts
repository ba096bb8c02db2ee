import { createRouter } from '../lib/app-env'
import { publicRevalidatedCache } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { getProduct, listFeaturedProducts, listProducts } from './products'

/**
 * GET /api/products, /api/products/featured and /api/products/:id: public, cached but asked
 * again each time (ETag), so a change by staff shows at once (decision 037).
 */
export const productRoutes = createRouter()
  .get('/', publicRevalidatedCache(), async (c) => c.json(await listProducts(c.var.db), 200))
  .get('/featured', publicRevalidatedCache(), async (c) =>
    c.json(await listFeaturedProducts(c.var.db), 200),
  )
  .get('/:id', publicRevalidatedCache(), async (c) => {
    const id = parseId(c.req.param('id'))
    const product = id ? await getProduct(c.var.db, id) : undefined
    if (!product) return c.json(errorBody('Product not found'), 404)
    return c.json(product, 200)
  })
