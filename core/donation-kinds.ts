/**
 * A gift's type, way of paying and status as plain lists (docs/decisions/018), apart from
 * donation-facts' messages (which re-exports them) so that a page that only names them — the
 * back office's gift filter in its URL, part of every page's first load — carries no words.
 */

export const donationTypes = ['one-time', 'monthly'] as const
export type DonationType = (typeof donationTypes)[number]

/**
 * How a gift is paid (decision 038): card (with Apple Pay, Google Pay and Link) and US bank
 * account (ACH Direct Debit) through Stripe, PayPal, or a cheque pledged and sent by post.
 * Older gifts may say `bank` and `pledged`: the bank-transfer pledges this replaced.
 */
export const donationPaymentMethods = ['card', 'bank', 'paypal', 'cheque'] as const
export type DonationPaymentMethod = (typeof donationPaymentMethods)[number]

/**
 * `processing`: a bank debit submitted, days before it clears. `past_due` / `unpaid`: a monthly
 * gift whose latest payment failed (Stripe retries, then stops).
 */
export const donationStatuses = [
  'pending',
  'processing',
  'paid',
  'past_due',
  'unpaid',
  'failed',
  'cancelled',
  'pledged',
] as const
export type DonationStatus = (typeof donationStatuses)[number]
