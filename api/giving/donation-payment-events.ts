import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import type { PaymentEventOutcome } from '../lib/stripe'
import {
  cancelDonationSubscription,
  markDonationFailed,
  markDonationPaid,
  noteInvoiceFailed,
  recordInvoicePaid,
  type WebhookContext,
} from './donations'

/**
 * The subscription an invoice bills. Stripe renders an event in the webhook endpoint's API
 * version: from 2025-03-31 on it sits under `parent.subscription_details`, before that at the
 * top level (`invoice.subscription`). Both are read, so an endpoint left on an older version
 * still records monthly gifts.
 */
export function invoiceSubscription(invoice: Stripe.Invoice): string | undefined {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription
  const subscription = invoice.parent?.subscription_details?.subscription ?? legacy
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
  ctx: WebhookContext,
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
