import type Stripe from 'stripe'
import { orderMessages } from '#core/schemas/order'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { isReadableEvent, signedAt } from './stripe-event-shapes'
import { applyStripeEventOnce, type StripeEventRouting } from './stripe-events'

/** How far a signature's time may be from the server's clock, either way (Stripe's default). */
const webhookToleranceSeconds = 300

/**
 * POST /api/stripe/webhook: the only place an order or a gift becomes paid. The raw body is
 * verified with STRIPE_WEBHOOK_SECRET (bad or stale signature → 400); each event id is stored in
 * the same transaction as its effect, so a replayed event changes nothing. `routing` says which
 * domains handle each event.
 */
export const stripeWebhookRoutes = (routing: StripeEventRouting) =>
  createRouter().post('/', async (c) => {
    const { db, payments, settings, clock } = c.var
    if (!payments?.webhookSecret) return c.json(errorBody(orderMessages.webhookNotConfigured), 503)
    const signature = c.req.header('Stripe-Signature')
    const payload = await c.req.text()
    const now = clock()
    let event: Stripe.Event
    try {
      if (!signature) throw new Error('no signature')
      event = payments.stripe.webhooks.constructEvent(
        payload,
        signature,
        payments.webhookSecret,
        webhookToleranceSeconds,
        undefined,
        now.getTime(), // the SDK's receivedAt is in milliseconds
      )
    } catch {
      return c.json(errorBody(orderMessages.badSignature), 400)
    }
    // The SDK refuses old signatures only; one dated beyond the tolerance in the future is as suspect.
    const at = signedAt(signature)
    if (at === null || at * 1000 - now.getTime() > webhookToleranceSeconds * 1000) {
      return c.json(errorBody(orderMessages.badSignature), 400)
    }
    if (!isReadableEvent(event)) return c.json(errorBody(orderMessages.unreadableEvent), 400)

    const outcome = await applyStripeEventOnce(db, event, { now, settings, payments }, routing)
    return c.json({ received: true, outcome }, 200)
  })
