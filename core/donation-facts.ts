/**
 * Giving's plain facts (docs/decisions/018) — kinds, statuses and the spec's messages — apart from
 * the valibot schemas in schemas/donation.ts, so a page that only shows them (the home page's
 * donation cards) does not load valibot.
 */

export const donationTypes = ['one-time', 'monthly'] as const
export type DonationType = (typeof donationTypes)[number]

export const donationPaymentMethods = ['card', 'paypal', 'bank'] as const
export type DonationPaymentMethod = (typeof donationPaymentMethods)[number]

export const donationStatuses = ['pending', 'paid', 'failed', 'cancelled', 'pledged'] as const
export type DonationStatus = (typeof donationStatuses)[number]

export const donationMessages = {
  invalidAmount: 'Please enter a valid donation amount.',
  missingInformation: 'Please provide your name and email to continue.',
  paymentNotConfigured: 'Card payment is not configured on this server.',
  paymentUnavailable: 'Payment processing is unavailable right now. Please try again.',
  receiptLinkInvalid: 'This receipt link is invalid or has expired.',
  manageLinkInvalid:
    'This link is invalid or has expired. Use the link in your latest receipt e-mail.',
  notCancellable: 'Only an active monthly gift can be cancelled.',
  notChangeable: 'Only an active monthly gift can change its amount.',
  nothingMoreCharged: 'Nothing more will be charged.',
  messageTooLong: 'Your message must be at most 1000 characters.',
} as const
