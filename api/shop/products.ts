import { and, asc, eq, isNull } from 'drizzle-orm'
import { baseLocale, type Locale } from '#core/locale'
import { centsToDollars } from '#core/money'
import { type Product, type ProductDetail, productTextFields } from '#core/schemas/product'
import { inLanguage } from '#core/staff-text'
import type { Database } from '../../db/client'
import { productImages, products } from '../../db/schema/shop'

type ProductRow = typeof products.$inferSelect

/**
 * The spec's product shape: dollars at the edge, stock turned into inStock, its words in
 * `locale` where staff wrote them (decision 079).
 */
export function toProduct(row: ProductRow, locale: Locale = 'en'): Product {
  const english = {
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
  return locale === baseLocale ? english : productInLanguage(english, row, locale)
}

/** A product's name, description and facts' words in `locale`, the English where it has none. */
function productInLanguage(product: Product, row: ProductRow, locale: Locale): Product {
  const { facts } = product
  const words = {
    name: product.name,
    description: product.description,
    size: facts?.size ?? null,
    inTheBox: facts?.inTheBox ?? [],
    skills: facts?.skills ?? [],
  }
  const { untranslated, ...inLocale } = inLanguage(words, row.es, productTextFields, locale)
  return {
    ...product,
    name: inLocale.name,
    description: inLocale.description,
    facts: facts && {
      ...facts,
      size: inLocale.size,
      inTheBox: inLocale.inTheBox,
      skills: inLocale.skills,
    },
    ...(untranslated ? { untranslated } : {}),
  }
}

/** The whole catalogue, in catalogue order. */
export async function listProducts(db: Database, locale: Locale): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.id))
  return rows.map((row) => toProduct(row, locale))
}

/** The home page's featured products. */
export async function listFeaturedProducts(db: Database, locale: Locale): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.featured, true), isNull(products.archivedAt)))
    .orderBy(asc(products.id))
  return rows.map((row) => toProduct(row, locale))
}

/** One product with its gallery, or undefined. */
export async function getProduct(
  db: Database,
  id: number,
  locale: Locale,
): Promise<ProductDetail | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archivedAt)))
  if (!row) return undefined
  const gallery = await db
    .select({ url: productImages.url, alt: productImages.alt, es: productImages.es })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position))
  const images = gallery.map(({ es, ...image }) => inLanguage(image, es, ['alt'], locale))
  return { ...toProduct(row, locale), images }
}
