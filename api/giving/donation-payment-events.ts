import type Stripe from 'stripe'
import type { Database } from '../../db/client'
import { log } from '../lib/log'
import { parseId } from '../lib/parse-id'
import { chargeCurrency, invoicePaidBy, type PaymentEventResult, type Payments } from '../payments'
import {
  cancelDonationSubscription,
  findDonation,
  markDonationFailed,
  markDonationPaid,
  markDonationProcessing,
  markSubscriptionProcessing,
  noteInvoiceFailed,
  recordInvoicePaid,
  syncDonationSubscription,
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
 * monthly gifts' invoices and cancelled subscriptions. Only the gift's own PaymentIntent counts,
 * and a payment only for the gift's amount in dollars; anything else is a mismatch for staff.
 * Undefined when the event is not a donation's, so the shop's handling runs instead.
 */
export async function handleDonationPaymentEvent(
  tx: Database,
  event: Stripe.Event,
  ctx: WebhookContext,
  payments?: Payments,
): Promise<PaymentEventResult | undefined> {
  const applied = (changed: boolean) => (changed ? 'applied' : 'unchanged')
  // A monthly bank gift's first invoice is paid by a PaymentIntent Stripe made, without the
  // gift's metadata: it is found through the invoice it pays.
  if (
    event.type === 'payment_intent.processing' &&
    event.data.object.metadata?.kind !== 'donation' &&
    payments
  ) {
    const subscriptionId = await subscriptionPaidBy(payments, event.data.object.id)
    if (!subscriptionId) return undefined
    return applied(await markSubscriptionProcessing(tx, subscriptionId))
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object
      if (intent.metadata?.kind !== 'donation') return undefined
      const donationId = parseId(intent.metadata.donationId ?? '')
      if (donationId === null) {
        log.warn(`Stripe event ${event.id} names no donation (PaymentIntent ${intent.id}).`)
        return 'ignored'
      }
      const row = await findDonation(tx, donationId)
      if (!row) return 'unchanged'
      if (intent.id !== row.paymentIntentId) {
        return {
          mismatch: `PaymentIntent ${intent.id} is not donation ${donationId}'s (${row.paymentIntentId ?? 'none started'}).`,
        }
      }
      if (event.type === 'payment_intent.payment_failed') {
        return applied(await markDonationFailed(tx, donationId, ctx))
      }
      if (event.type === 'payment_intent.processing') {
        return applied(await markDonationProcessing(tx, donationId))
      }
      const received = intent.amount_received ?? 0
      if (received !== row.amountCents || intent.currency !== chargeCurrency) {
        return {
          mismatch: `PaymentIntent ${intent.id} received ${received} ${intent.currency} for donation ${donationId} of ${row.amountCents} ${chargeCurrency}.`,
        }
      }
      return applied(await markDonationPaid(tx, donationId, ctx))
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      const subscriptionId = invoiceSubscription(invoice)
      if (!subscriptionId || !invoice.id) return 'ignored'
      if (event.type === 'invoice.payment_failed') {
        return applied(await noteInvoiceFailed(tx, { subscriptionId, invoiceId: invoice.id }, ctx))
      }
      const result = await recordInvoicePaid(
        tx,
        {
          subscriptionId,
          invoiceId: invoice.id,
          amountCents: invoice.amount_paid,
          currency: invoice.currency,
        },
        ctx,
      )
      return typeof result === 'boolean' ? applied(result) : result
    }
    case 'customer.subscription.updated':
      return applied(await syncDonationSubscription(tx, event.data.object))
    case 'customer.subscription.deleted':
      return applied(await cancelDonationSubscription(tx, event.data.object.id))
    default:
      return undefined
  }
}

/** The subscription whose invoice a PaymentIntent pays, through Stripe's invoice payments. */
async function subscriptionPaidBy(payments: Payments, intentId: string) {
  const invoiceId = await invoicePaidBy(payments, intentId)
  if (!invoiceId) return undefined
  return invoiceSubscription(await payments.stripe.invoices.retrieve(invoiceId))
}
