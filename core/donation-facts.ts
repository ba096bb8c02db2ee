import { m } from '#i18n/messages'
import { brand } from './brand'
import {
  type DonationPaymentMethod,
  type DonationStatus,
  type DonationType,
  donationPaymentMethods,
  donationStatuses,
  donationTypes,
} from './donation-kinds'
import type { Locale } from './locale'

export type { DonationPaymentMethod, DonationStatus, DonationType }
export { donationPaymentMethods, donationStatuses, donationTypes }

/**
 * A visitor-facing text of giving, in the page's language (or, given `{ locale }`, another one:
 * the API writes in the request's). Call it where the text is shown, never at module level: the
 * language is chosen per request on the server.
 */
export type GivingText = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string

/**
 * Giving's plain facts (docs/decisions/018) — kinds, statuses (their lists in donation-kinds.ts,
 * re-exported above) and the spec's messages — apart from the valibot schemas in
 * schemas/donation.ts, so a page that only shows them (the home page's donation cards) does not
 * load valibot.
 */

/**
 * What a gift is for (issue 32, decision 061): the general fund, or a student sponsorship — a
 * monthly gift whose donor receives staff's term updates.
 */
export const donationPrograms = ['general', 'sponsorship'] as const
export type DonationProgram = (typeof donationPrograms)[number]

/** Each way of paying as the donation form offers it (called as it renders). */
export const donationPaymentMethodLabels: Record<DonationPaymentMethod, GivingText> = {
  card: m.giving_method_card_or_wallet,
  bank: m.giving_method_bank,
  paypal: m.giving_method_paypal,
  cheque: m.giving_method_cheque_pledge,
}

export const tributeKinds = ['honor', 'memory'] as const
export type TributeKind = (typeof tributeKinds)[number]

/** "In honor of", "In memory of", in the page's language (called as it renders). */
export const tributeKindTexts: Record<TributeKind, GivingText> = {
  honor: m.giving_tribute_honor,
  memory: m.giving_tribute_memory,
}

/** A dedication with its honoree's name: "In honor of Ana Ruiz". */
export const tributeDedicationTexts: Record<
  TributeKind,
  (inputs: { name: string }, options?: { locale?: Locale }) => string
> = {
  honor: m.giving_tribute_honor_name,
  memory: m.giving_tribute_memory_name,
}

/**
 * English only, for the callers not yet translated (the API's giving statements): new code uses
 * `tributeKindTexts` or `tributeDedicationTexts`.
 */
export const tributeKindLabels: Record<TributeKind, string> = {
  honor: 'In honor of',
  memory: 'In memory of',
}

/**
 * English only, for the callers not yet translated (the API, the valibot schemas, the home page's
 * cards, the end-to-end tests): new code uses `donationTexts`, the same messages in the page's or
 * the request's language.
 */
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

/** `donationMessages` in the page's language (or `{ locale }`'s): call them where shown. */
export const donationTexts = {
  invalidAmount: m.giving_error_invalid_amount,
  missingInformation: m.giving_error_missing_information,
  paymentNotConfigured: (_inputs, options) =>
    m.giving_error_payment_not_configured({ email: brand.email }, options),
  paymentUnavailable: m.giving_error_payment_unavailable,
  receiptLinkInvalid: m.giving_error_receipt_link_invalid,
  manageLinkInvalid: m.giving_error_manage_link_invalid,
  notCancellable: m.giving_error_not_cancellable,
  notChangeable: m.giving_error_not_changeable,
  nothingMoreCharged: m.giving_nothing_more_charged,
  notPausable: m.giving_error_not_pausable,
  notPaused: m.giving_error_not_paused,
  pauseMonths: m.giving_error_pause_months,
  sponsorshipMonthly: m.giving_error_sponsorship_monthly,
  messageTooLong: m.giving_error_message_too_long,
} satisfies Record<keyof typeof donationMessages, GivingText>

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

/** `paymentMessages` in the page's language (or `{ locale }`'s): call them where shown. */
export const paymentTexts = {
  methodUnavailable: m.giving_error_method_unavailable,
  noMethods: m.giving_no_methods,
  paypalOneTime: m.giving_error_paypal_one_time,
  paypalDeclined: m.giving_error_paypal_declined,
  paypalNotApproved: m.giving_error_paypal_not_approved,
  notUpdatable: m.giving_error_not_updatable,
  setupNotConfirmed: m.giving_error_setup_not_confirmed,
  retryDeclined: m.giving_error_retry_declined,
} satisfies Record<keyof typeof paymentMessages, GivingText>
