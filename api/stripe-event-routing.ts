import { givingStripeEvents as giving } from './giving'
import type { StripeEventRouting } from './payments'
import { shopStripeEvents as shop } from './shop'

/**
 * Which domain is asked about each Stripe event, in turn, until one recognises its object: the
 * app's wiring, so payments imports no domain. A payment is asked of giving first (a gift's
 * PaymentIntent says so in its metadata; the shop's handler is the last word on any other); a
 * charge of the shop first (an order's round-up gift shares its PaymentIntent, and is refunded
 * with the order).
 */
export const stripeEventRouting: StripeEventRouting = {
  'payment_intent.succeeded': [giving.donation, shop.orderPayment],
  'payment_intent.processing': [giving.donation],
  'payment_intent.payment_failed': [giving.donation, shop.orderPayment],
  'invoice.paid': [giving.donation],
  'invoice.payment_failed': [giving.donation],
  'customer.subscription.updated': [giving.donation],
  'customer.subscription.deleted': [giving.donation],
  'charge.refunded': [shop.orderCharge, giving.giftCharge],
  'charge.dispute.created': [shop.orderCharge],
}
