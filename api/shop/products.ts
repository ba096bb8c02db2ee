import { and, asc, eq, isNull } from 'drizzle-orm'
import { centsToDollars } from '#core/money'
import type { Product, ProductDetail } from '#core/schemas/product'
import type { Database } from '../../db/client'
import { productImages, products } from '../../db/schema/shop'

type ProductRow = typeof products.$inferSelect

/** The spec's product shape: dollars at the edge, stock turned into inStock. */
export function toProduct(row: ProductRow): Product {
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
    kind: row.kind,
    ships: row.ships,
    kickoffCall: row.kickoffCall,
    image: row.image,
    facts: row.facts ?? null,
  }
}

/** The whole catalogue, in catalogue order. */
export async function listProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
  return rows.map(toProduct)
}

/** The home page's featured products. */
export async function listFeaturedProducts(db: Database): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.featured, true), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
  return rows.map(toProduct)
}

/** One product with its gallery, or undefined. */
export async function getProduct(db: Database, id: number): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
  if (!row) return undefined
  const images = await db
    .select({ url: productImages.url, alt: productImages.alt })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position))
  return { ...toProduct(row), images }
}
