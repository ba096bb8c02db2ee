import * as v from 'valibot'
import { m } from '#i18n/messages'
import { donationMaxDollars, donationMinDollars } from '../constants'
import {
  type DonationPaymentMethod,
  type DonationProgram,
  type DonationStatus,
  type DonationType,
  donationMessages,
  donationPaymentMethods,
  donationPrograms,
  donationStatuses,
  donationTexts,
  donationTypes,
  paymentMessages,
  paymentTexts,
  type TributeKind,
  tributeKinds,
} from '../donation-facts'
import { plain } from './fields'

/** Giving shapes (docs/decisions/018), written once for the web forms and the API. */

export type { DonationPaymentMethod, DonationProgram, DonationStatus, DonationType, TributeKind }
export {
  donationMaxDollars,
  donationMessages,
  donationMinDollars,
  donationPaymentMethods,
  donationStatuses,
  donationTypes,
  paymentMessages,
  tributeKinds,
}

/** True when `dollars` has at most two decimals (float noise tolerated). */
function hasAtMostTwoDecimals(dollars: number) {
  const cents = dollars * 100
  return Math.abs(cents - Math.round(cents)) < 1e-6
}

// Every message is a function, written in the language of the moment it fails (decision 077).
const invalidAmount = () => donationTexts.invalidAmount()
const missingInformation = () => donationTexts.missingInformation()
const invalidEmail = () => m.forms_enter_valid_email()

const amount = v.pipe(
  v.number(invalidAmount),
  v.finite(invalidAmount),
  v.minValue(donationMinDollars, invalidAmount),
  v.maxValue(donationMaxDollars, invalidAmount),
  v.check(hasAtMostTwoDecimals, invalidAmount),
)

const donorName = v.pipe(
  v.string(missingInformation),
  v.trim(),
  v.minLength(1, missingInformation),
  v.maxLength(120, () => m.forms_donor_name_too_long({ max: 120 })),
  plain(),
)

const donorEmail = v.pipe(
  v.string(missingInformation),
  v.trim(),
  v.minLength(1, missingInformation),
  v.email(invalidEmail),
  v.maxLength(254, invalidEmail),
)

/** A tribute's refusals, in the language of the moment (read where shown). */
export const tributeMessages = {
  get name() {
    return m.forms_tribute_name()
  },
  get email() {
    return m.forms_tribute_email()
  },
}
const tributeName = () => tributeMessages.name
const tributeEmail = () => tributeMessages.email

/**
 * A tribute gift (decision 038): in honor or in memory of someone, with an optional card e-mailed
 * to them or their family once the gift is paid (the donor's message; the amount only if chosen).
 */
const TributeSchema = v.strictObject({
  kind: v.picklist(tributeKinds, () => m.forms_tribute_kind()),
  name: v.pipe(
    v.string(tributeName),
    v.trim(),
    v.minLength(1, tributeName),
    v.maxLength(120, () => m.forms_tribute_name_too_long({ max: 120 })),
    plain(),
  ),
  notifyEmail: v.optional(
    v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(tributeEmail),
          v.trim(),
          v.email(tributeEmail),
          v.maxLength(254, tributeEmail),
        ),
      ],
      tributeEmail,
    ),
  ),
  showAmount: v.optional(
    v.boolean(() => m.forms_tribute_show_amount()),
    false,
  ),
})

/**
 * POST /api/donations: SPEC §7's amount and type plus the donor fields a receipt needs.
 * `website` is a honeypot: people never see it, so a value means a bot (answered, not stored).
 */
export const DonationRequestSchema = v.pipe(
  v.strictObject({
    amount,
    type: v.optional(
      v.picklist(donationTypes, () => m.forms_donation_type()),
      'one-time',
    ),
    name: donorName,
    email: donorEmail,
    paymentMethod: v.optional(
      v.picklist(donationPaymentMethods, () => m.forms_donation_payment_method()),
      'card',
    ),
    /** Add the processor's fee so the whole gift reaches the programs (the server computes it). */
    coverFees: v.optional(
      v.boolean(() => m.forms_donation_cover_fees()),
      false,
    ),
    tribute: v.optional(TributeSchema),
    message: v.optional(
      v.pipe(
        v.string(() => donationTexts.messageTooLong()),
        v.trim(),
        v.maxLength(1000, () => donationTexts.messageTooLong()),
        plain({ multiLine: true }),
      ),
    ),
    anonymous: v.optional(
      v.boolean(() => m.forms_donation_anonymous()),
      false,
    ),
    website: v.optional(v.string()),
    /** A student sponsorship (decision 061): monthly, by card, bank account or check. */
    program: v.optional(
      v.picklist(donationPrograms, () => m.forms_donation_program()),
      'general',
    ),
  }),
  v.check(
    (gift) =>
      gift.program !== 'sponsorship' ||
      (gift.type === 'monthly' && gift.paymentMethod !== 'paypal'),
    () => donationTexts.sponsorshipMonthly(),
  ),
)

export type DonationRequest = v.InferOutput<typeof DonationRequestSchema>
export type DonationRequestInput = v.InferInput<typeof DonationRequestSchema>

/** Where the donor reads the receipt, and (monthly) changes or cancels the gift: signed links. */
export interface DonorPaths {
  receiptPath: string
  managePath: string | null
}

/** What POST /api/donations answers (201); `amount` is what is charged (with any covered fee). */
export type DonationCreated = DonorPaths & { id: number; amount: number; coveredFee: number } & (
    | { status: 'pending'; clientSecret: string; subscriptionId?: string }
    /** PayPal (decision 041): the order its buttons approve, then POST …/paypal/capture. */
    | { status: 'pending'; paypalOrderId: string }
    | { status: 'pledged'; instructions: PledgeInstructions }
  )

/** PUT /api/donations/:id/amount: a monthly gift's new amount. */
export const ChangeAmountSchema = v.strictObject({ amount })

/** POST /api/donations/:id/pause: skip the next 1 to 3 monthly payments (decision 060). */
export const PauseGiftSchema = v.strictObject({
  months: v.picklist([1, 2, 3], () => donationTexts.pauseMonths()),
})

/** A donor's own gift: GET /api/account/donations, GET /api/donations/:id/manage. */
export interface DonorGift extends DonorPaths {
  id: number
  type: DonationType
  status: DonationStatus
  paymentMethod: DonationPaymentMethod
  amount: number
  createdAt: string
  paymentCount: number
  canCancel: boolean
  canChangeAmount: boolean
  /** A monthly gift billed through Stripe can take a new card or bank account (decision 038). */
  canUpdatePaymentMethod: boolean
  /** An active monthly card or bank gift can skip its next 1 to 3 payments (decision 060). */
  canPause: boolean
  /** Its payments are paused now: `nextChargeOn` is when they start again (null: until resumed). */
  paused: boolean
  /**
   * YYYY-MM-DD where the organisation is: when an active monthly card or bank gift is charged
   * next; null for any other gift (one-time, a pledge, cancelled, or waiting on a failed payment).
   */
  nextChargeOn: string | null
}

/** POST /api/donations/:id/paypal/capture: the order the donor approved in PayPal's window. */
export const PayPalCaptureSchema = v.strictObject({
  orderId: v.pipe(
    v.string(() => paymentTexts.paypalNotApproved()),
    v.regex(/^[A-Z0-9]{5,40}$/, () => paymentTexts.paypalNotApproved()),
  ),
})

/** PUT /api/donations/:id/payment-method: the SetupIntent the donor confirmed in the browser. */
export const UpdatePaymentMethodSchema = v.strictObject({
  setupIntentId: v.pipe(
    v.string(() => paymentTexts.setupNotConfirmed()),
    v.regex(/^seti_\w{1,250}$/, () => paymentTexts.setupNotConfirmed()),
  ),
})

/** GET /api/donations/campaign: the progress bar on /donate. */
export interface CampaignProgress {
  year: number
  goal: number
  raised: number
  giftCount: number
  /** Newest paid gifts; an anonymous donor is 'Anonymous', others first name + last initial. */
  recentSupporters: { name: string; date: string }[]
}

/** GET /api/admin/donations: staff see every donor, anonymous or not. */
export interface AdminDonation {
  id: number
  donorName: string
  donorEmail: string
  anonymous: boolean
  type: DonationType
  status: DonationStatus
  paymentMethod: DonationPaymentMethod
  amount: number
  refunded: number
  message: string | null
  createdAt: string
  paymentCount: number
}

export interface PledgeInstructions {
  paymentMethod: 'cheque'
  message: string
}

/** GET /api/donations/:id/receipt: dollars at the edge. */
export interface DonationReceipt {
  id: number
  paymentMethod: DonationPaymentMethod
  organization: { legalName: string; ein: string; address: string }
  /** The organisation's time zone, whose calendar dates the gift (issue 32). */
  timeZone: string
  donorName: string
  anonymous: boolean
  type: DonationType
  status: DonationStatus
  amount: number
  /** Refunded to the donor (decision 035); the receipt's deductible amount is what was kept. */
  refunded: number
  date: string
  payments: { id: number; amount: number; paidAt: string }[]
  statement: string
  /** What the donor added to cover processing fees: part of the gift, and deductible with it. */
  coveredFee: number
  tribute: { kind: TributeKind; name: string } | null
  /** The IRS written-acknowledgment wording, for a contribution of $250 or more. */
  acknowledgement: string | null
  /** The state charitable-solicitation disclosure (SOLICITATION_DISCLOSURE), when set. */
  disclosure: string | null
}

export const noGoodsOrServices =
  'No goods or services were provided in exchange for this contribution.'

/** A single contribution of this much needs a contemporaneous written acknowledgment (IRC 170(f)(8)). */
export const acknowledgementThresholdCents = 250_00

export const irsAcknowledgement =
  'This receipt is your contemporaneous written acknowledgment for a contribution of $250 or more, as required by the Internal Revenue Code (section 170(f)(8)). Please keep it with your tax records.'
