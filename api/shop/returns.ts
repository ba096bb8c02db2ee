import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { orderItems, orderReturns, orders, products } from '../../db/schema/shop'
import { recordAudit } from '../ops'

type Line = { productId: number; quantity: number }

/**
 * Puts goods that came back on the shelf again and records them (issue 14): with a refund that
 * restocks, or on their own after a money-only refund. Refuses (false, nothing changed) a line
 * that is not the order's or more than was ordered and not yet returned, so stock is never
 * counted back twice. Run inside the caller's transaction.
 */
export async function returnToStock(
  tx: Database,
  orderId: number,
  lines: Line[],
  actor: { id: number | null },
  now: Date,
): Promise<boolean> {
  // Locks the order (its returns may not exist yet to lock), so two staff returning the same
  // parcel at once cannot both count it.
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  const returned = await tx
    .select({ productId: orderReturns.productId, quantity: orderReturns.quantity })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
  const wanted = new Map<number, number>()
  for (const line of lines)
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  for (const [productId, quantity] of wanted) {
    const ordered = items.find((item) => item.productId === productId)?.quantity ?? 0
    const back = returned
      .filter((row) => row.productId === productId)
      .reduce((total, row) => total + row.quantity, 0)
    if (quantity > ordered - back) return false
  }
  // Products in one order (by id), so two restocks of the same goods cannot deadlock.
  for (const [productId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    await tx
      .insert(orderReturns)
      .values({ orderId, productId, quantity, actorId: actor.id, createdAt: now })
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(eq(products.id, productId))
  }
  return true
}

/** POST /api/admin/orders/:id/returns: the goods alone, in the audit log. */
export async function recordReturn(
  db: Database,
  orderId: number,
  lines: Line[],
  actor: { id: number },
  now: Date,
): Promise<'returned' | 'refused' | 'missing'> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
    if (!order) return 'missing'
    if (!(await returnToStock(tx, orderId, lines, actor, now))) return 'refused'
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'order.return',
      entity: 'order',
      entityId: orderId,
      detail: { lines },
      createdAt: now,
    })
    return 'returned'
  })
}

/** Each product of the order with how many came back. */
export async function returnedQuantities(db: Database, orderId: number) {
  return db
    .select({
      productId: orderReturns.productId,
      quantity: sql<number>`sum(${orderReturns.quantity})::int`,
    })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .groupBy(orderReturns.productId)
}
