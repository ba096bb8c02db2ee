import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { donations } from '../../db/schema/giving'
import { requestLocale } from '../lib/request-language'

/**
 * The round-up at checkout (decision 038): a one-time gift of its own, written with the order in
 * the order's transaction and paid in the order's payment. The shop asks for it here; the rows
 * are giving's.
 */
export interface RoundUp {
  userId: number
  orderId: number
  amountCents: number
  donorName: string
  donorEmail: string
  now: Date
}

/** Writes the round-up gift of a new order, pending until the order's payment succeeds. */
export async function recordRoundUp(tx: Database, gift: RoundUp) {
  await tx.insert(donations).values({
    userId: gift.userId,
    locale: requestLocale(),
    orderId: gift.orderId,
    amountCents: gift.amountCents,
    type: 'one-time',
    status: 'pending',
    paymentMethod: 'card',
    donorName: gift.donorName,
    donorEmail: gift.donorEmail,
    message: `Round-up at checkout with order #${gift.orderId}`,
    createdAt: gift.now,
  })
}

/** The round-up given with an order, if any. */
export async function roundUpOfOrder(db: Database, orderId: number) {
  const [gift] = await db
    .select({ id: donations.id, amountCents: donations.amountCents })
    .from(donations)
    .where(eq(donations.orderId, orderId))
  return gift
}

/** The round-ups given with these orders, for their lists. */
export async function roundUpsOfOrders(db: Database, orderIds: number[]) {
  return db
    .select({ orderId: donations.orderId, amountCents: donations.amountCents })
    .from(donations)
    .where(inArray(donations.orderId, orderIds))
}

/** The round-up is paid by the order's PaymentIntent: the webhook finds it by that id. */
export async function payRoundUpWith(db: Database, giftId: number, paymentIntentId: string) {
  await db.update(donations).set({ paymentIntentId }).where(eq(donations.id, giftId))
}
