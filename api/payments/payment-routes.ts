import type Stripe from 'stripe'
import { orderMessages } from '#core/schemas/order'
import { createRouter } from '../app-env'
import { givingMethods } from '../giving/giving-methods'
import { errorBody } from '../lib/errors'
import { isReadableEvent, signedAt } from './stripe-event-shapes'
import { applyStripeEventOnce } from './stripe-events'

/** How far a signature's time may be from the server's clock, either way (Stripe's default). */
const webhookToleranceSeconds = 300

/** GET /api/config: what the web needs at run time (never baked into the build). */
export const configRoutes = createRouter().get('/', (c) =>
  c.json(
    {
      stripePublishableKey: c.var.payments?.publishableKey ?? null,
      /** The most of one item an order may hold (ORDER_MAX_UNITS_PER_PRODUCT): carts stop there. */
      maxUnitsPerProduct: c.var.settings.orderLimits.maxUnitsPerProduct,
      /** Who donors give to: the EIN on /donate and in the footer (null until ORG_EIN is set). */
      organization: {
        legalName: c.var.settings.giving.organization.legalName,
        ein: c.var.settings.giving.organization.ein,
      },
      /** What /donate offers (decision 038): only the ways this server can take. */
      giving: {
        methods: givingMethods(c.var.payments, c.var.settings.giving, c.var.paypal),
        /** For PayPal's JS SDK (a public id, like Stripe's publishable key). */
        paypalClientId: c.var.paypal?.clientId ?? null,
        feeRates: c.var.settings.giving.feeRates,
        disclosure: c.var.settings.giving.solicitationDisclosure ?? null,
      },
    },
    200,
  ),
)

/**
 * POST /api/stripe/webhook: the only place an order or a gift becomes paid. The raw body is
 * verified with STRIPE_WEBHOOK_SECRET (bad or stale signature → 400); each event id is stored in
 * the same transaction as its effect, so a replayed event changes nothing.
 */
export const stripeWebhookRoutes = createRouter().post('/', async (c) => {
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

  const giving = { settings: settings.giving, publicOrigin: settings.publicOrigin, now }
  const outcome = await applyStripeEventOnce(db, event, giving, payments)
  return c.json({ received: true, outcome }, 200)
})
