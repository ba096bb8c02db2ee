import { asc, eq } from 'drizzle-orm'
import { centsToDollars } from '../../core/money'
import { productImages, products } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { publicShortCache } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import { parseId } from '../lib/parse-id'

type ProductRow = typeof products.$inferSelect

/** The spec's product shape: dollars at the edge, stock turned into inStock. */
function toProduct(row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToDollars(row.priceCents),
    category: row.category,
    imageUrl: row.imageUrl,
    featured: row.featured,
    inStock: row.stock > 0,
    stock: row.stock,
  }
}

export type Product = ReturnType<typeof toProduct>

export const productRoutes = createRouter()
  .get('/', publicShortCache(), async (c) => {
    const rows = await c.var.db.select().from(products).orderBy(asc(products.id))
    return c.json(rows.map(toProduct), 200)
  })
  .get('/featured', publicShortCache(), async (c) => {
    const rows = await c.var.db
      .select()
      .from(products)
      .where(eq(products.featured, true))
      .orderBy(asc(products.id))
    return c.json(rows.map(toProduct), 200)
  })
  .get('/:id', publicShortCache(), async (c) => {
    const id = parseId(c.req.param('id'))
    const [row] = id ? await c.var.db.select().from(products).where(eq(products.id, id)) : []
    if (!row) return c.json(errorBody('Product not found'), 404)
    const images = await c.var.db
      .select({ url: productImages.url, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position))
    return c.json({ ...toProduct(row), images }, 200)
  })
