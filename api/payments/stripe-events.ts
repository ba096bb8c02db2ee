import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import { stripeEvents } from '../../db/schema'
import { handleDonationPaymentEvent } from '../giving/donation-payment-events'
import type { PaymentEventOutcome } from '../lib/stripe'
import { handleOrderPaymentEvent } from '../shop/order-payments'

/**
 * Applies a verified Stripe event once: its id is stored in the same transaction as its effect,
 * so a replay is a 'duplicate' that changes nothing. Giving and the shop each handle their own
 * events; anything else is 'ignored'.
 */
export function applyStripeEventOnce(
  db: Database,
  event: Stripe.Event,
  giving: Parameters<typeof handleDonationPaymentEvent>[2],
): Promise<PaymentEventOutcome | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: giving.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id })
    if (!fresh) return 'duplicate'
    return (
      (await handleDonationPaymentEvent(tx, event, giving)) ??
      (await handleOrderPaymentEvent(tx, event, giving.now)) ??
      'ignored'
    )
  })
}
