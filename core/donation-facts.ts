import { brand } from './brand'

/**
 * Giving's plain facts (docs/decisions/018) — kinds, statuses and the spec's messages — apart from
 * the valibot schemas in schemas/donation.ts, so a page that only shows them (the home page's
 * donation cards) does not load valibot.
 */

export const donationTypes = ['one-time', 'monthly'] as const
export type DonationType = (typeof donationTypes)[number]

/**
 * What a gift is for (issue 32, decision 061): the general fund, or a student sponsorship — a
 * monthly gift whose donor receives staff's term updates.
 */
export const donationPrograms = ['general', 'sponsorship'] as const
export type DonationProgram = (typeof donationPrograms)[number]

/**
 * How a gift is paid (decision 038): card (with Apple Pay, Google Pay and Link) and US bank
 * account (ACH Direct Debit) through Stripe, PayPal, or a cheque pledged and sent by post.
 * Older gifts may say `bank` and `pledged`: the bank-transfer pledges this replaced.
 */
export const donationPaymentMethods = ['card', 'bank', 'paypal', 'cheque'] as const
export type DonationPaymentMethod = (typeof donationPaymentMethods)[number]

export const donationPaymentMethodLabels: Record<DonationPaymentMethod, string> = {
  card: 'Card or wallet',
  bank: 'US bank account',
  paypal: 'PayPal',
  cheque: 'Check (pledge)',
}

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

export const tributeKinds = ['honor', 'memory'] as const
export type TributeKind = (typeof tributeKinds)[number]

export const tributeKindLabels: Record<TributeKind, string> = {
  honor: 'In honor of',
  memory: 'In memory of',
}

export const donationMessages = {
  invalidAmount: 'Please enter a valid donation amount.',
  missingInformation: 'Please provide your name and email to continue.',
  paymentNotConfigured: `Giving by card isn't available at the moment. Please try again later, or write to ${brand.email} and we will help you give another way.`,
  paymentUnavailable: 'Payment processing is unavailable right now. Please try again.',
  receiptLinkInvalid: 'This receipt link is invalid or has expired.',
  manageLinkInvalid:
    'This link is invalid or has expired. Use the link in your latest receipt email.',
  notCancellable: 'Only an active monthly gift can be canceled.',
  notChangeable: 'Only an active monthly gift can change its amount.',
  nothingMoreCharged: 'Nothing more will be charged.',
  notPausable: 'Only an active monthly gift paid by card or bank account can be paused.',
  notPaused: 'This monthly gift is not paused.',
  pauseMonths: 'Choose a pause of 1, 2 or 3 months.',
  sponsorshipMonthly: 'A sponsorship is a monthly gift by card, bank account or check.',
  messageTooLong: 'Your message must be at most 1000 characters.',
} as const

/**
 * What the ways of paying answer (decisions 038, 041), apart from `donationMessages` so that a
 * page which only shows the donation cards does not carry them.
 */
export const paymentMessages = {
  methodUnavailable: 'This way of giving is not available right now. Please choose another.',
  noMethods: 'Online giving is not available on this site right now.',
  paypalOneTime: 'PayPal gifts are one-time. Monthly gifts are by card or US bank account.',
  paypalDeclined: 'PayPal could not take this payment. Please try again or give another way.',
  paypalNotApproved: 'The PayPal payment was not approved. Please try again.',
  notUpdatable: 'Only an active monthly gift can change its card or bank account.',
  setupNotConfirmed: 'Your new card or bank account was not confirmed. Please try again.',
  retryDeclined:
    "Your new card or bank account is saved, but this month's payment was declined. We will try again in a few days.",
} as const
