import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Database } from '../../db/client'
import { stripeEvents } from '../../db/schema'
import { handleDonationPaymentEvent } from '../giving/donation-payment-events'
import type { WebhookContext } from '../giving/donations'
import { handleGiftChargeEvent } from '../giving/gift-refunds'
import { log } from '../lib/log'
import type { PaymentEventOutcome, Payments } from '../lib/stripe'
import { handleOrderPaymentEvent } from '../shop/order-payments'
import { handleOrderChargeEvent } from '../shop/refunds'

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
 * events; anything else is 'ignored'. The row keeps the outcome, and a mismatch's note for staff
 * (decision 017).
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
    const result =
      (await handleDonationPaymentEvent(tx, event, giving, payments)) ??
      (await handleOrderPaymentEvent(tx, event, giving)) ??
      (await handleOrderChargeEvent(tx, event, payments, giving.now)) ??
      (await handleGiftChargeEvent(tx, event, payments, giving.now)) ??
      'ignored'
    const outcome = typeof result === 'string' ? result : 'mismatch'
    const note = typeof result === 'string' ? null : result.mismatch
    if (note) log.warn(`Stripe event ${event.id} (${event.type}) changed nothing: ${note}`)
    await tx.update(stripeEvents).set({ outcome, note }).where(eq(stripeEvents.id, event.id))
    return outcome
  })
}
