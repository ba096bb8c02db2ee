import { eq } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import { orders } from '../../db/schema/shop'
import {
  markDonationFailed,
  markDonationPaid,
  payRoundUpWith,
  roundUpOfOrder,
  type WebhookContext,
} from '../giving'
import { log } from '../lib/log'
import { parseId } from '../lib/parse-id'
import {
  chargeCurrency,
  type PaymentEventResult,
  type Payments,
  stripeIdempotencyKey,
} from '../payments'
import { markOrderFailed, markOrderPaid } from './orders'

/**
 * The PaymentIntent for a pending order, for the server's total (never the client's) plus any
 * round-up gift — one payment, split in the records; the order's own idempotency key makes a
 * retry return the same intent.
 */
export async function startOrderPayment(
  db: Database,
  payments: Payments,
  order: { id: number; totalCents: number; createdAt: Date },
): Promise<{ clientSecret: string }> {
  const gift = await roundUpOfOrder(db, order.id)
  const intent = await payments.stripe.paymentIntents.create(
    {
      amount: order.totalCents + (gift?.amountCents ?? 0),
      currency: 'usd',
      automatic_payment_methods: { enabled: true },
      metadata: {
        orderId: String(order.id),
        ...(gift ? { roundUpDonationId: String(gift.id) } : {}),
      },
    },
    { idempotencyKey: stripeIdempotencyKey('order', order) },
  )
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} has no client secret`)
  await db.update(orders).set({ paymentIntentId: intent.id }).where(eq(orders.id, order.id))
  if (gift) await payRoundUpWith(db, gift.id, intent.id)
  return { clientSecret: intent.client_secret }
}

/**
 * The shop's share of the Stripe webhook: a PaymentIntent naming an order marks it paid or
 * failed (docs/decisions/017) — only the order's own PaymentIntent, and a success only for the
 * order's total in dollars; anything else is a mismatch for staff and changes nothing.
 * Undefined for events that are not an order's.
 */
export async function handleOrderPaymentEvent(
  tx: Database,
  event: Stripe.Event,
  giving: WebhookContext,
): Promise<PaymentEventResult | undefined> {
  const { now, publicOrigin: origin } = giving
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') {
    return undefined
  }
  const intent = event.data.object
  const orderId = parseId(intent.metadata?.orderId ?? '')
  if (orderId === null) {
    log.warn(`Stripe event ${event.id} names no order (PaymentIntent ${intent.id}).`)
    return 'ignored'
  }
  const [order] = await tx
    .select({ totalCents: orders.totalCents, paymentIntentId: orders.paymentIntentId })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order) return 'unchanged'
  if (intent.id !== order.paymentIntentId) {
    return {
      mismatch: `PaymentIntent ${intent.id} is not order ${orderId}'s (${order.paymentIntentId ?? 'none started'}).`,
    }
  }
  const gift = await roundUpOfOrder(tx, orderId)
  if (event.type === 'payment_intent.payment_failed') {
    if (gift) await markDonationFailed(tx, gift.id, giving)
    return (await markOrderFailed(tx, orderId, now)) ? 'applied' : 'unchanged'
  }
  const received = intent.amount_received ?? 0
  const expected = order.totalCents + (gift?.amountCents ?? 0)
  if (received !== expected || intent.currency !== chargeCurrency) {
    return {
      mismatch: `PaymentIntent ${intent.id} received ${received} ${intent.currency} for order ${orderId}, whose total${gift ? ' with its round-up gift' : ''} is ${expected} ${chargeCurrency}.`,
    }
  }
  // The round-up becomes a paid gift with its own receipt; the order keeps its own total.
  if (gift) await markDonationPaid(tx, gift.id, giving)
  const calls = { origin, timeZone: giving.settings.timeZone }
  return (await markOrderPaid(tx, orderId, now, calls)) ? 'applied' : 'unchanged'
}
