import type Stripe from 'stripe'
import { orderMessages } from '../../core/schemas/order'
import { stripeEvents } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { errorBody } from '../lib/errors'
import { markOrderFailed, markOrderPaid } from '../lib/orders'

/** GET /api/config: what the web needs at run time (never baked into the build). */
export const configRoutes = createRouter().get('/', (c) =>
  c.json({ stripePublishableKey: c.var.shop.payments?.publishableKey ?? null }, 200),
)

/**
 * POST /api/stripe/webhook: the only place an order becomes paid. The raw body is verified with
 * STRIPE_WEBHOOK_SECRET (bad or stale signature → 400); each event id is stored in the same
 * transaction as its effect, so a replayed event changes nothing.
 */
export const stripeWebhookRoutes = createRouter().post('/', async (c) => {
  const payments = c.var.shop.payments
  if (!payments?.webhookSecret) return c.json(errorBody(orderMessages.webhookNotConfigured), 503)
  const signature = c.req.header('Stripe-Signature')
  const payload = await c.req.text()
  const now = c.var.auth.now()
  let event: Stripe.Event
  try {
    if (!signature) throw new Error('no signature')
    event = payments.stripe.webhooks.constructEvent(
      payload,
      signature,
      payments.webhookSecret,
      300,
      undefined,
      now.getTime(), // the SDK's receivedAt is in milliseconds
    )
  } catch {
    return c.json(errorBody(orderMessages.badSignature), 400)
  }

  const outcome = await c.var.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (!fresh) return 'duplicate'
    if (
      event.type !== 'payment_intent.succeeded' &&
      event.type !== 'payment_intent.payment_failed'
    ) {
      return 'ignored'
    }
    const intent = event.data.object
    const orderId = Number(intent.metadata?.orderId)
    if (!Number.isSafeInteger(orderId) || orderId <= 0) {
      console.warn(`Stripe event ${event.id} names no order (PaymentIntent ${intent.id}).`)
      return 'ignored'
    }
    const changed =
      event.type === 'payment_intent.succeeded'
        ? await markOrderPaid(tx, orderId, intent.id, now)
        : await markOrderFailed(tx, orderId, now)
    return changed ? 'applied' : 'unchanged'
  })
  return c.json({ received: true, outcome }, 200)
})
