import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Database } from '../../db/client'
import { stripeEvents } from '../../db/schema'
import { handleDonationPaymentEvent } from '../giving/donation-payment-events'
import type { WebhookContext } from '../giving/donations'
import { handleGiftChargeEvent } from '../giving/gift-refunds'
import { log } from '../lib/log'
import { handleOrderPaymentEvent } from '../shop/order-payments'
import { handleOrderChargeEvent } from '../shop/refunds'
import { type HandledStripeEvent, isHandledStripeEvent } from './handled-stripe-events'
import type { PaymentEventOutcome, PaymentEventResult, Payments } from './stripe'

/** One domain's share of the webhook: undefined when the event is not about its rows. */
type EventHandler = (
  tx: Database,
  event: Stripe.Event,
  giving: WebhookContext,
  payments: Payments,
) => Promise<PaymentEventResult | undefined>

const donation: EventHandler = (tx, event, giving, payments) =>
  handleDonationPaymentEvent(tx, event, giving, payments)
const orderPayment: EventHandler = (tx, event, giving) => handleOrderPaymentEvent(tx, event, giving)
const orderCharge: EventHandler = (tx, event, giving, payments) =>
  handleOrderChargeEvent(tx, event, payments, giving.now)
const giftCharge: EventHandler = (tx, event, giving, payments) =>
  handleGiftChargeEvent(tx, event, payments, giving.now)

/**
 * Who is asked about each handled event, in turn, until one recognises its object. Keyed by
 * handled-stripe-events.ts: a listed event without a handler fails the typecheck, and a handler
 * is never asked about an event that is not listed.
 */
const handlersOf: Record<HandledStripeEvent, readonly [EventHandler, ...EventHandler[]]> = {
  'payment_intent.succeeded': [donation, orderPayment],
  'payment_intent.processing': [donation],
  'payment_intent.payment_failed': [donation, orderPayment],
  'invoice.paid': [donation],
  'invoice.payment_failed': [donation],
  'customer.subscription.updated': [donation],
  'customer.subscription.deleted': [donation],
  'charge.refunded': [orderCharge, giftCharge],
  'charge.dispute.created': [orderCharge],
}

async function handle(
  tx: Database,
  event: Stripe.Event,
  giving: WebhookContext,
  payments: Payments,
): Promise<PaymentEventResult> {
  if (!isHandledStripeEvent(event.type)) return 'ignored'
  for (const handler of handlersOf[event.type]) {
    const result = await handler(tx, event, giving, payments)
    if (result !== undefined) return result
  }
  return 'ignored'
}

const versionsSeen = new Set<string>()

/**
 * The webhook reads only fields that every API version since 2024 renders alike, except an
 * invoice's subscription, which it reads in both shapes. An event in another version than the
 * SDK's is still applied; the log says once per version to align the endpoint (README, Payments).
 */
function noteApiVersion(event: Stripe.Event) {
  const version = event.api_version
  if (!version || version === Stripe.API_VERSION || versionsSeen.has(version)) return
  versionsSeen.add(version)
  log.warn(
    `Stripe webhook event ${event.id} is in API version ${version}; this server expects ${Stripe.API_VERSION}. Set the webhook endpoint's API version to ${Stripe.API_VERSION} in the Stripe dashboard.`,
  )
}

/**
 * Applies a verified Stripe event once: its id is stored in the same transaction as its effect,
 * so a replay is a 'duplicate' that changes nothing. Giving and the shop each handle their own
 * events; an event not in handled-stripe-events.ts, or about nothing of ours, is 'ignored'. The
 * row keeps the outcome, and a mismatch's note for staff (decision 017).
 */
export function applyStripeEventOnce(
  db: Database,
  event: Stripe.Event,
  giving: WebhookContext,
  payments: Payments,
): Promise<PaymentEventOutcome | 'duplicate'> {
  noteApiVersion(event)
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: giving.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (!fresh) return 'duplicate'
    const result = await handle(tx, event, giving, payments)
    const outcome = typeof result === 'string' ? result : 'mismatch'
    const note = typeof result === 'string' ? null : result.mismatch
    if (note) log.warn(`Stripe event ${event.id} (${event.type}) changed nothing: ${note}`)
    await tx.update(stripeEvents).set({ outcome, note }).where(eq(stripeEvents.id, event.id))
    return outcome
  })
}
