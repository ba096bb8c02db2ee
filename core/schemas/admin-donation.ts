import * as v from 'valibot'
import { donationPaymentMethods, donationStatuses, donationTypes } from './donation'
import { plain, text } from './fields'

/** GET /api/admin/donations (decision 035): every filter optional, like the other lists. */
export const DonationListQuerySchema = v.object({
  type: v.optional(v.picklist(donationTypes, 'Unknown donation type')),
  status: v.optional(v.picklist(donationStatuses, 'Unknown donation status')),
  method: v.optional(v.picklist(donationPaymentMethods, 'Unknown payment method')),
  from: v.optional(v.pipe(v.string(), v.isoDate('Dates are YYYY-MM-DD'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('Dates are YYYY-MM-DD'))),
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters'), plain()),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number'))),
})

export type DonationListQuery = v.InferOutput<typeof DonationListQuerySchema>

export const giftRefundMessages = {
  notFound: 'Donation not found',
  notRefundable: 'Only a gift paid by card, bank or PayPal can be refunded',
  choosePayment: 'Choose the monthly payment to refund',
  notThisGift: 'That payment is not one of this gift’s',
  noCardPayment: 'Stripe has no card payment for that invoice to refund',
  tooMuch: (left: string) => `Only ${left} is left to refund on this gift`,
  notPaid: 'A receipt is sent only for a gift that was paid',
  notPledged: 'Only a one-time pledge still waiting for its check can be recorded as received',
  noEmail: 'This gift has no email address to send the receipt to',
  reason: 'Please give a reason for the refund',
  /** 502: Stripe gave no answer; the refund is settled from Stripe's records (decision 049). */
  unconfirmed:
    'Stripe did not confirm this refund in time. It is kept as pending and checked with Stripe automatically, so please do not refund it again.',
  /** 502: PayPal gave no answer; the same refund is asked again until it does (decision 076). */
  paypalUnconfirmed:
    'PayPal did not confirm this refund in time. It is kept as pending and checked with PayPal automatically, so please do not refund it again.',
  /** 503: a PayPal gift, and PayPal is not configured here. */
  needsPayPal: 'PayPal is not configured, so a PayPal gift cannot be refunded here',
  amount: 'Enter an amount in dollars, like 12.50',
} as const

/**
 * POST /api/admin/donations/:id/refunds: an amount in dollars, or the rest — of a one-time gift,
 * or of one monthly payment (`invoiceId`, as the gift page lists them).
 */
export const GiftRefundSchema = v.strictObject({
  invoiceId: v.optional(
    v.pipe(
      v.string(giftRefundMessages.choosePayment),
      v.regex(/^in_[A-Za-z0-9]{1,100}$/, giftRefundMessages.choosePayment),
    ),
  ),
  amount: v.optional(
    v.pipe(
      v.number(giftRefundMessages.amount),
      v.minValue(0.01, giftRefundMessages.amount),
      v.maxValue(100_000, giftRefundMessages.amount),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, giftRefundMessages.amount),
    ),
  ),
  reason: text(2, giftRefundMessages.reason, 500),
})

export type GiftRefund = v.InferOutput<typeof GiftRefundSchema>
