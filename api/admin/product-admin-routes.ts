import type { Context } from 'hono'
import {
  catalogueMessages,
  ProductCreateSchema,
  ProductUpdateSchema,
} from '#core/schemas/admin-product'
import { type AppEnv, createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import { findImage, imageSetOf } from '../media'
import { createProduct, listCatalogue, productForStaff, updateProduct } from '../shop'

/** The upload `imageId` names, as srcsets; undefined when none is named, null when unknown. */
async function uploadedImage(c: Context<AppEnv>, imageId: number | undefined) {
  if (imageId === undefined) return undefined
  const row = await findImage(c.var.db, imageId)
  return row ? imageSetOf(c.var.settings.images.store, row) : null
}

/**
 * The catalogue for staff (decision 031): every product, archived ones too; create; change any
 * field, the stock (recorded with who and why) or archive. Products are never deleted: orders
 * name them.
 */
export const productAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listCatalogue(c.var.db), 200))
  .post('/', validate('json', ProductCreateSchema), async (c) => {
    const input = c.req.valid('json')
    const image = await uploadedImage(c, input.imageId)
    if (image === null) return c.json(errorBody(catalogueMessages.imageMissing), 400)
    return c.json(await createProduct(c.var.db, input, c.var.user!, image), 201)
  })
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const product = id === null ? undefined : await productForStaff(c.var.db, id)
    if (!product) return c.json(errorBody(catalogueMessages.notFound), 404)
    return c.json(product, 200)
  })
  .patch('/:id', validate('json', ProductUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, clock } = c.var
    const update = c.req.valid('json')
    const image = await uploadedImage(c, update.imageId)
    if (image === null) return c.json(errorBody(catalogueMessages.imageMissing), 400)
    const product =
      id === null ? undefined : await updateProduct(db, id, update, c.var.user!, clock(), image)
    if (!product) return c.json(errorBody(catalogueMessages.notFound), 404)
    if ('refused' in product) return c.json(errorBody(product.refused.message), 400)
    return c.json(product, 200)
  })
