import { and, desc, eq } from 'drizzle-orm'
import type { Country, ShippingAddress } from '#core/schemas/order'
import type { Database } from '../../db/client'
import { orders } from '../../db/schema/shop'

/**
 * The address the member's most recent posted order went to, whatever became of that order, so
 * the next checkout need not ask for it again (WCAG 3.3.7); null before any posted order.
 */
export async function lastShippingAddress(
  db: Database,
  userId: number,
): Promise<ShippingAddress | null> {
  const [row] = await db
    .select({
      address: orders.address,
      city: orders.city,
      state: orders.state,
      zipCode: orders.zipCode,
      country: orders.country,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.ships, true)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1)
  return row ? { ...row, country: row.country as Country } : null
}
