import {
  catalogueMessages,
  ProductCreateSchema,
  ProductUpdateSchema,
} from '#core/schemas/admin-product'
import { createRouter } from '../lib/app-env'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'
import { validate } from '../lib/validate'
import {
  createProduct,
  listCatalogue,
  productForStaff,
  updateProduct,
} from '../shop/catalogue-admin'

/**
 * The catalogue for staff (decision 031): every product, archived ones too; create; change any
 * field, the stock (recorded with who and why) or archive. Products are never deleted: orders
 * name them.
 */
export const productAdminRoutes = createRouter()
  .get('/', async (c) => c.json(await listCatalogue(c.var.db), 200))
  .post('/', validate('json', ProductCreateSchema), async (c) =>
    c.json(await createProduct(c.var.db, c.req.valid('json'), c.var.user!), 201),
  )
  .get('/:id', async (c) => {
    const id = parseId(c.req.param('id'))
    const product = id === null ? undefined : await productForStaff(c.var.db, id)
    if (!product) return c.json(errorBody(catalogueMessages.notFound), 404)
    return c.json(product, 200)
  })
  .patch('/:id', validate('json', ProductUpdateSchema), async (c) => {
    const id = parseId(c.req.param('id'))
    const { db, clock } = c.var
    const product =
      id === null
        ? undefined
        : await updateProduct(db, id, c.req.valid('json'), c.var.user!, clock())
    if (!product) return c.json(errorBody(catalogueMessages.notFound), 404)
    return c.json(product, 200)
  })
