import { asc, desc, eq } from 'drizzle-orm'
import { centsToDollars, dollarsToCents } from '#core/money'
import {
  type ProductCreate,
  type ProductUpdate,
  productShapeIssue,
} from '#core/schemas/admin-product'
import type { ProductImageSet } from '#core/schemas/product'
import type { Database } from '../../db/client'
import { users } from '../../db/schema/accounts'
import { products, stockAdjustments } from '../../db/schema/shop'
import { recordAudit } from '../ops'
import { toProduct } from './products'

type ProductRow = typeof products.$inferSelect

/** The fields a change gives (an absent optional field changes nothing). */
function stripUndefined<T extends object>(change: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/** A product as staff see it: the public fields, its Spanish, and whether it is archived. */
function forStaff(row: ProductRow) {
  return { ...toProduct(row), es: row.es, archivedAt: row.archivedAt }
}

/** The whole catalogue, archived products included, newest first. */
export async function listCatalogue(db: Database) {
  const rows = await db.select().from(products).orderBy(desc(products.id))
  return rows.map(forStaff)
}

export async function productForStaff(db: Database, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  if (!row) return undefined
  const adjustments = await db
    .select({
      delta: stockAdjustments.delta,
      reason: stockAdjustments.reason,
      by: users.username,
      at: stockAdjustments.createdAt,
    })
    .from(stockAdjustments)
    .leftJoin(users, eq(users.id, stockAdjustments.actorId))
    .where(eq(stockAdjustments.productId, id))
    .orderBy(asc(stockAdjustments.id))
  return { ...forStaff(row), adjustments }
}

/**
 * The image columns for an upload (`imageUrl` is its largest JPEG, for the cart and e-mails) or
 * an address; nothing when the change names neither.
 */
function imageColumns(imageUrl: string | undefined, image: ProductImageSet | undefined) {
  if (image) return { imageUrl: image.src, image }
  if (imageUrl !== undefined) return { imageUrl, image: null }
  return {}
}

/**
 * A new product, live on the store at once; its opening stock is the first adjustment. `image`
 * is the upload named by `imageId`, already looked up.
 */
export async function createProduct(
  db: Database,
  input: ProductCreate,
  actor: { id: number },
  image?: ProductImageSet,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        description: input.description,
        priceCents: dollarsToCents(input.price),
        category: input.category,
        stock: input.stock,
        featured: input.featured,
        kind: input.kind,
        ships: input.ships,
        kickoffCall: input.kickoffCall,
        facts: input.facts ?? null,
        es: input.es ?? null,
        imageUrl: '/images/products/placeholder.svg',
        ...imageColumns(input.imageUrl, image),
      })
      .returning()
    if (input.stock > 0) {
      await tx.insert(stockAdjustments).values({
        productId: row!.id,
        delta: input.stock,
        reason: 'Opening stock',
        actorId: actor.id,
      })
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'product.create',
      entity: 'product',
      entityId: row!.id,
      detail: { ...input },
    })
    return forStaff(row!)
  })
}

/**
 * Changes a product: any field, a stock level (the difference recorded with who and why),
 * archived or back on sale. Answers undefined for an unknown product, and the rule it would break
 * when a change of kind, shipping, call or facts would leave it out of shape
 * (`productShapeIssue`: a physical product without its ages, say); nothing is changed then.
 */
export async function updateProduct(
  db: Database,
  id: number,
  update: ProductUpdate,
  actor: { id: number },
  now: Date,
  image?: ProductImageSet,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update')
    if (!before) return undefined
    const shapeChanged = ['kind', 'ships', 'kickoffCall', 'facts'].some((key) => key in update)
    const issue = shapeChanged ? productShapeIssue({ ...before, ...stripUndefined(update) }) : null
    if (issue) return { refused: issue }
    const { price, stockReason, archived, imageId: _imageId, imageUrl, ...rest } = update
    const [row] = await tx
      .update(products)
      .set({
        ...rest,
        ...imageColumns(imageUrl, image),
        ...(price === undefined ? {} : { priceCents: dollarsToCents(price) }),
        ...(archived === undefined
          ? {}
          : { archivedAt: archived ? (before.archivedAt ?? now) : null }),
      })
      .where(eq(products.id, id))
      .returning()
    if (update.stock !== undefined && update.stock !== before.stock) {
      await tx.insert(stockAdjustments).values({
        productId: id,
        delta: update.stock - before.stock,
        reason: stockReason ?? 'Stock count set by staff',
        actorId: actor.id,
        createdAt: now,
      })
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action:
        archived === true
          ? 'product.archive'
          : archived === false
            ? 'product.unarchive'
            : 'product.update',
      entity: 'product',
      entityId: id,
      detail: {
        ...update,
        ...(price === undefined ? {} : { from: { price: centsToDollars(before.priceCents) } }),
      },
      createdAt: now,
    })
    return forStaff(row!)
  })
}
