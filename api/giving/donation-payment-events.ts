import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import type { PaymentEventOutcome } from '../lib/stripe'
import {
  cancelDonationSubscription,
  markDonationFailed,
  markDonationPaid,
  noteInvoiceFailed,
  recordInvoicePaid,
} from './donations'

/** The subscription an invoice bills, in the API version the SDK pins (invoice.parent). */
function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  const subscription = invoice.parent?.subscription_details?.subscription
  return typeof subscription === 'string' ? subscription : subscription?.id
}

/**
 * Giving's share of the Stripe webhook (docs/decisions/018): one-time gifts' PaymentIntents,
 * monthly gifts' invoices and cancelled subscriptions. Undefined when the event is not a
 * donation's, so the shop's handling runs instead.
 */
export async function handleDonationPaymentEvent(
  tx: Database,
  event: Stripe.Event,
  ctx: Parameters<typeof markDonationPaid>[4],
): Promise<PaymentEventOutcome | undefined> {
  const applied = (changed: boolean): PaymentEventOutcome => (changed ? 'applied' : 'unchanged')
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
