import { catalogueMessages } from '#core/schemas/admin-product'
import { ContentLanguageQuerySchema } from '#core/schemas/language'
import { createRouter } from '../app-env'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { sendCachedJson } from './cached-json-response'
import { catalogueKeys } from './catalogue-cache'
import { getProduct, listFeaturedProducts, listProducts } from './products'

const notFound = catalogueMessages.notFound

const languageQuery = validate('query', ContentLanguageQuerySchema)

/**
 * GET /api/products, /api/products/featured and /api/products/:id: public, served from the
 * catalogue cache pre-compressed, revalidated each time by a strong ETag (decisions 037, 042);
 * `?locale=es` answers in Spanish where staff wrote it (decision 079).
 */
export const productRoutes = createRouter()
  .get('/', languageQuery, async (c) => {
    const { locale } = c.req.valid('query')
    const list = await c.var.catalogue.read(catalogueKeys.list(locale), () =>
      listProducts(c.var.db, locale),
    )
    return sendCachedJson(c, list, notFound)
  })
  .get('/featured', languageQuery, async (c) => {
    const { locale } = c.req.valid('query')
    const list = await c.var.catalogue.read(catalogueKeys.featured(locale), () =>
      listFeaturedProducts(c.var.db, locale),
    )
    return sendCachedJson(c, list, notFound)
  })
  .get('/:id', languageQuery, async (c) => {
    const { locale } = c.req.valid('query')
    const id = parseId(c.req.param('id'))
    const product =
      id &&
      (await c.var.catalogue.read(catalogueKeys.product(id, locale), () =>
        getProduct(c.var.db, id, locale),
      ))
    return sendCachedJson(c, product || undefined, notFound)
  })
