import type Stripe from 'stripe'
import { orderMessages } from '../../core/schemas/order'
import type { Database } from '../../db/client'
import { stripeEvents } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import {
  cancelDonationSubscription,
  markDonationFailed,
  markDonationPaid,
  noteInvoiceFailed,
  recordInvoicePaid,
} from '../lib/donations'
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
    const giving = { settings: c.var.shop.giving, publicOrigin: c.var.auth.publicOrigin, now }
    const donationOutcome = await dispatchDonationEvent(tx, event, giving)
    if (donationOutcome) return donationOutcome
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

type Outcome = 'applied' | 'unchanged' | 'ignored'

/** The subscription an invoice bills, in the API version the SDK pins (invoice.parent). */
function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  const subscription = invoice.parent?.subscription_details?.subscription
  return typeof subscription === 'string' ? subscription : subscription?.id
}

/**
 * Giving's share of the webhook (docs/decisions/018): undefined when the event is not a
 * donation's, so the Shop's handling runs as before.
 */
async function dispatchDonationEvent(
  tx: Database,
  event: Stripe.Event,
  ctx: Parameters<typeof markDonationPaid>[4],
): Promise<Outcome | undefined> {
  const applied = (changed: boolean): Outcome => (changed ? 'applied' : 'unchanged')
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      if (intent.metadata?.kind !== 'donation') return undefined
      const donationId = Number(intent.metadata.donationId)
      if (!Number.isSafeInteger(donationId) || donationId <= 0) {
        console.warn(`Stripe event ${event.id} names no donation (PaymentIntent ${intent.id}).`)
        return 'ignored'
      }
      return applied(
        event.type === 'payment_intent.succeeded'
          ? await markDonationPaid(
              tx,
              donationId,
              intent.id,
              intent.amount_received ?? intent.amount,
              ctx,
            )
          : await markDonationFailed(tx, donationId),
      )
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionId = invoiceSubscription(invoice)
      if (!subscriptionId || !invoice.id) return 'ignored'
      return applied(
        event.type === 'invoice.paid'
          ? await recordInvoicePaid(
              tx,
              { subscriptionId, invoiceId: invoice.id, amountCents: invoice.amount_paid },
              ctx,
            )
          : await noteInvoiceFailed(tx, { subscriptionId, invoiceId: invoice.id }),
      )
    }
    case 'customer.subscription.deleted':
      return applied(await cancelDonationSubscription(tx, event.data.object.id))
    default:
      return undefined
  }
}
