import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { type TributeKind, tributeDedicationTexts } from '#core/donation-facts'
import { baseLocale, type Locale, languageTag, localizedPath, localizedUrl } from '#core/locale'
import { centsToDollars, formatDollars, formatWholeDollars } from '#core/money'
import {
  acknowledgementThresholdCents,
  type DonationReceipt,
  type DonationStatus,
  irsAcknowledgement,
  noGoodsOrServices,
  type PledgeInstructions,
} from '#core/schemas/donation'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { donationPayments, donations } from '../../db/schema/giving'
import { log } from '../lib/log'
import { alertStaff, type StaffAlert, sendMail } from '../mail'
import { chargeCurrency } from '../payments'
import { notifyMember } from '../push'
import { documentOrganization, type GivingSettings } from '../settings'

export type DonationRow = typeof donations.$inferSelect

// --- Signed links -------------------------------------------------------------------------

/** What a link lets its holder do: read the receipt, or change and cancel the monthly gift. */
export type LinkPurpose = 'receipt' | 'manage'

// The receipt's message predates `manage` and stays as it was, so links already e-mailed work.
const purposeLabel: Record<LinkPurpose, string> = { receipt: 'donation', manage: 'donation-manage' }

function sign(secret: Buffer, purpose: LinkPurpose, donationId: number, expires: number) {
  return createHmac('sha256', secret)
    .update(`${purposeLabel[purpose]}:${donationId}:${expires}`)
    .digest('base64url')
}

function linkDays(settings: GivingSettings, purpose: LinkPurpose) {
  return purpose === 'receipt' ? settings.linkDays : settings.manageLinkDays
}

/** `<expiry seconds>.<HMAC-SHA256(purpose, donation id, expiry)>`: no database row, expires on its own. */
export function linkToken(
  settings: GivingSettings,
  purpose: LinkPurpose,
  donationId: number,
  now: Date,
) {
  const expires = Math.floor(now.getTime() / 1000) + linkDays(settings, purpose) * 86_400
  return `${expires}.${sign(settings.linkSecret, purpose, donationId, expires)}`
}

export function receiptToken(settings: GivingSettings, donationId: number, now: Date) {
  return linkToken(settings, 'receipt', donationId, now)
}

export function verifyLinkToken(
  settings: GivingSettings,
  purpose: LinkPurpose,
  donationId: number,
  token: string | undefined,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '')
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(sign(settings.linkSecret, purpose, donationId, expires))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export function verifyReceiptToken(
  settings: GivingSettings,
  donationId: number,
  token: string | undefined,
  now: Date,
) {
  return verifyLinkToken(settings, 'receipt', donationId, token, now)
}

/** The web paths (no origin) a donor opens: the receipt, and for a monthly gift its management. */
export function donorPaths(settings: GivingSettings, row: DonationRow, now: Date) {
  return {
    receiptPath: `/donations/${row.id}/receipt?token=${linkToken(settings, 'receipt', row.id, now)}`,
    managePath:
      row.type === 'monthly'
        ? `/donations/${row.id}/manage?token=${linkToken(settings, 'manage', row.id, now)}`
        : null,
  }
}

// --- Creating -------------------------------------------------------------------------------

export async function findDonation(db: Database, id: number): Promise<DonationRow | undefined> {
  const [row] = await db.select().from(donations).where(eq(donations.id, id))
  return row
}

export async function findDonationByIdempotencyKey(db: Database, key: string) {
  const [row] = await db.select().from(donations).where(eq(donations.idempotencyKey, key))
  return row
}

/** Where a cheque goes: only offered when CHEQUE_INSTRUCTIONS is set (givingMethods). */
export function pledgeInstructions(settings: GivingSettings): PledgeInstructions {
  return { paymentMethod: 'cheque', message: settings.chequeInstructions ?? '' }
}

/** The pledge's instructions, in the donor's language; the instructions as staff wrote them. */
export function pledgeMail(row: DonationRow, instructions: PledgeInstructions, legalName: string) {
  const { locale } = row
  const pledged = {
    amount: formatDollars(centsToDollars(row.amountCents), locale),
    organization: legalName,
  }
  return {
    to: row.donorEmail!,
    locale,
    subject: m.email_pledge_subject({ organization: legalName, id: row.id }, { locale }),
    body: [
      m.email_hi({ name: row.donorName ?? '' }, { locale }),
      '',
      row.type === 'monthly'
        ? m.email_pledge_thanks_monthly(pledged, { locale })
        : m.email_pledge_thanks(pledged, { locale }),
      m.email_pledge_not_charged({}, { locale }),
      '',
      instructions.message,
      '',
      m.email_pledge_quote({ id: row.id }, { locale }),
    ].join('\n'),
  }
}

// --- Receipts -------------------------------------------------------------------------------

export async function toReceipt(
  db: Database,
  settings: GivingSettings,
  row: DonationRow,
): Promise<DonationReceipt> {
  const payments = await db
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.donationId, row.id))
    .orderBy(asc(donationPayments.paidAt), asc(donationPayments.id))
  return {
    id: row.id,
    paymentMethod: row.paymentMethod,
    organization: documentOrganization(settings.organization),
    timeZone: settings.timeZone,
    donorName: row.donorName ?? '',
    anonymous: row.anonymous,
    type: row.type,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    refunded: centsToDollars(row.refundedCents),
    date: (row.receivedAt ?? payments[0]?.paidAt ?? row.createdAt).toISOString(),
    payments: payments.map((p) => ({
      id: p.id,
      amount: centsToDollars(p.amountCents),
      paidAt: p.paidAt.toISOString(),
    })),
    statement: noGoodsOrServices,
    coveredFee: centsToDollars(row.coveredFeeCents),
    tribute: row.tributeKind ? { kind: row.tributeKind, name: row.tributeName ?? '' } : null,
    acknowledgement: needsAcknowledgement(row, payments) ? irsAcknowledgement : null,
    disclosure: settings.solicitationDisclosure ?? null,
  }
}

/** One contribution of $250 or more: the one-time gift, or any single monthly payment. */
function needsAcknowledgement(row: DonationRow, payments: { amountCents: number }[]) {
  const largest =
    row.type === 'one-time' ? row.amountCents : Math.max(0, ...payments.map((p) => p.amountCents))
  return largest >= acknowledgementThresholdCents
}

/**
 * A legal sentence in the donor's language; in Spanish with the English alongside, the one that
 * counts (decision 077).
 */
export function legal(text: (locale: Locale) => string, locale: Locale) {
  const english = text(baseLocale)
  if (locale === baseLocale) return [english]
  return [text(locale), m.giving_legal_english({}, { locale }), english]
}

/** The receipt's legal sentences, the same words as the printable receipt's (giving's catalog). */
export const noGoods = (locale: Locale) => m.giving_legal_no_goods({}, { locale })
const acknowledgement = (locale: Locale) =>
  m.giving_legal_acknowledgement(
    { amount: formatWholeDollars(centsToDollars(acknowledgementThresholdCents), locale) },
    { locale },
  )

/** The donation receipt e-mail, in the donor's language (the one they gave in). */
export function receiptMail(
  row: DonationRow,
  settings: GivingSettings,
  input: {
    amountCents: number
    paidAt: Date
    link: string
    manageLink: string | null
    /** Refunded since (a resent receipt, decision 035): the deductible part is what was kept. */
    refundedCents?: number
  },
) {
  const { locale } = row
  const org = documentOrganization(settings.organization)
  const date = input.paidAt.toLocaleDateString(languageTag[locale], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: settings.timeZone,
  })
  const dollars = (cents: number) => formatDollars(centsToDollars(cents), locale)
  const tribute = row.tributeKind
    ? tributeDedicationTexts[row.tributeKind]({ name: row.tributeName ?? '' }, { locale })
    : null
  const organization = org.legalName
  const amount = dollars(input.amountCents)
  const withFee = row.coveredFeeCents > 0 && input.amountCents === row.amountCents
  const name = row.donorName ?? ''
  return {
    to: row.donorEmail!,
    locale,
    subject: m.email_receipt_subject({ organization, id: row.id }, { locale }),
    body: [
      m.email_dear({ name }, { locale }),
      '',
      row.type === 'monthly'
        ? m.email_receipt_thanks_monthly({ organization }, { locale })
        : m.email_receipt_thanks_gift({ organization }, { locale }),
      '',
      m.email_receipt_organization({ value: organization }, { locale }),
      m.email_receipt_ein({ value: org.ein }, { locale }),
      m.email_receipt_address({ value: org.address }, { locale }),
      m.email_receipt_donation({ id: row.id }, { locale }),
      m.email_receipt_date({ value: date }, { locale }),
      withFee
        ? m.email_receipt_amount_with_fee({ amount, fee: dollars(row.coveredFeeCents) }, { locale })
        : m.email_receipt_amount({ amount }, { locale }),
      ...(tribute ? [m.email_receipt_tribute({ tribute }, { locale })] : []),
      ...(input.refundedCents
        ? [
            m.email_receipt_refunded({ amount: dollars(input.refundedCents) }, { locale }),
            m.email_receipt_kept(
              { amount: dollars(input.amountCents - input.refundedCents) },
              { locale },
            ),
          ]
        : []),
      m.email_receipt_donor({ name }, { locale }),
      '',
      ...legal(noGoods, locale),
      ...(input.amountCents >= acknowledgementThresholdCents
        ? ['', ...legal(acknowledgement, locale)]
        : []),
      ...(settings.solicitationDisclosure ? ['', settings.solicitationDisclosure] : []),
      '',
      m.email_receipt_view({ link: localizedUrl(input.link, locale) }, { locale }),
      ...(input.manageLink
        ? ['', m.email_receipt_manage({ link: localizedUrl(input.manageLink, locale) }, { locale })]
        : []),
    ].join('\n'),
  }
}

// --- Webhook effects (called inside the stripe_events transaction) --------------------------

async function transition(db: Database, id: number, from: DonationStatus[], to: DonationStatus) {
  const [row] = await db
    .update(donations)
    .set({ status: to })
    .where(and(eq(donations.id, id), inArray(donations.status, from)))
    .returning()
  return row
}

/** What a payment event needs to write a receipt: the giving settings, the site's address, the time. */
export interface WebhookContext {
  settings: GivingSettings
  publicOrigin: string
  now: Date
}

function donorLinks(row: DonationRow, ctx: WebhookContext) {
  const paths = donorPaths(ctx.settings, row, ctx.now)
  return {
    link: `${ctx.publicOrigin}${paths.receiptPath}`,
    manageLink: paths.managePath && `${ctx.publicOrigin}${paths.managePath}`,
  }
}

/**
 * payment_intent.succeeded (one-time), already checked against the gift (its PaymentIntent, its
 * amount): paid + receipt. A late success after a failure still counts.
 */
export async function markDonationPaid(db: Database, donationId: number, ctx: WebhookContext) {
  const row = await transition(db, donationId, ['pending', 'processing', 'failed'], 'paid')
  if (!row) return false
  await sendMail(
    db,
    receiptMail(row, ctx.settings, {
      amountCents: row.amountCents,
      paidAt: ctx.now,
      ...donorLinks(row, ctx),
    }),
  )
  await sendTributeCard(db, row, ctx.settings)
  return true
}

/** payment_intent.processing: a bank debit was submitted; it clears in a few business days. */
export async function markDonationProcessing(db: Database, donationId: number) {
  return (await transition(db, donationId, ['pending'], 'processing')) !== undefined
}

/**
 * payment_intent.payment_failed. A card declined in the browser is told there and then; a bank
 * debit that bounces days later (it was `processing`) is told by e-mail.
 */
export async function markDonationFailed(db: Database, donationId: number, ctx: WebhookContext) {
  const before = await findDonation(db, donationId)
  const row = await transition(db, donationId, ['pending', 'processing'], 'failed')
  if (!row) return false
  if (before?.status === 'processing') {
    await sendMail(db, bankFailedMail(row, ctx))
    await alertStaff(db, ctx.publicOrigin, paymentFailedAlert(row, 'its bank debit was returned'))
  }
  return true
}

/** Tells fundraising staff a gift's payment failed (decision 075), with the link to the gift. */
function paymentFailedAlert(row: DonationRow, what: string): StaffAlert {
  const amount = formatDollars(centsToDollars(row.amountCents))
  const gift = row.type === 'monthly' ? `monthly gift of ${amount}` : `gift of ${amount}`
  return {
    permission: 'gifts',
    subject: `A payment failed: gift #${row.id} from ${row.donorName}`,
    lines: [
      `${row.donorName}’s ${gift} (#${row.id}): ${what}.`,
      'The donor has been told by e-mail; you may want to reach out.',
    ],
    path: `/admin/gifts/${row.id}`,
  }
}

/** In the language the donor gave in (the gift's, never the webhook's). */
function bankFailedMail(row: DonationRow, ctx: WebhookContext) {
  const { locale } = row
  const amount = formatDollars(centsToDollars(row.amountCents), locale)
  const organization = ctx.settings.organization.legalName
  const link = `${ctx.publicOrigin}${localizedPath('/donate', locale)}`
  return {
    to: row.donorEmail!,
    locale,
    subject: m.email_bank_failed_subject({ organization, id: row.id }, { locale }),
    body: [
      m.email_hi({ name: row.donorName ?? '' }, { locale }),
      '',
      m.email_bank_failed_returned({ amount }, { locale }),
      m.email_bank_failed_why({}, { locale }),
      '',
      m.email_bank_failed_give_again({ link }, { locale }),
    ].join('\n'),
  }
}

/** "in memory of Ruth Park": whom a tribute gift honours, as its card says it. */
const tributeDedications = {
  honor: m.email_tribute_honor,
  memory: m.email_tribute_memory,
} satisfies Record<TributeKind, unknown>

/** What the card says was given: the amount only when the donor chose to show it. */
function tributeGift(row: DonationRow, locale: Locale) {
  const monthly = row.type === 'monthly'
  if (!row.tributeShowAmount) {
    return monthly
      ? m.email_tribute_gift_monthly({}, { locale })
      : m.email_tribute_gift({}, { locale })
  }
  const amount = formatDollars(centsToDollars(row.amountCents), locale)
  return monthly
    ? m.email_tribute_gift_monthly_amount({ amount }, { locale })
    : m.email_tribute_gift_amount({ amount }, { locale })
}

/**
 * The tribute card (decision 038), once the gift is paid: to whoever the donor named, with their
 * message, and the amount only when the donor chose to show it.
 */
export async function sendTributeCard(db: Database, row: DonationRow, settings: GivingSettings) {
  if (!row.tributeKind || !row.tributeNotifyEmail) return
  // The donor's language: the one they gave in, and most likely their honoree's family's.
  const { locale } = row
  const dedication = tributeDedications[row.tributeKind](
    { name: row.tributeName ?? '' },
    { locale },
  )
  const from = row.anonymous ? m.email_tribute_anonymous({}, { locale }) : (row.donorName ?? '')
  const organization = settings.organization.legalName
  const gift = tributeGift(row, locale)
  await sendMail(db, {
    to: row.tributeNotifyEmail,
    locale,
    subject: m.email_tribute_subject({ organization, dedication }, { locale }),
    body: [
      m.email_hello({}, { locale }),
      '',
      m.email_tribute_made({ from, gift, organization, dedication }, { locale }),
      ...(row.message ? ['', m.email_tribute_message({}, { locale }), '', row.message] : []),
      '',
      m.email_tribute_closing({ organization }, { locale }),
    ].join('\n'),
  })
}

async function findBySubscription(db: Database, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(donations)
    .where(eq(donations.subscriptionId, subscriptionId))
  return row
}

/**
 * invoice.paid: one payment row per invoice (its unique index keeps it once) + a receipt — for
 * the gift's monthly amount in dollars only; any other amount is a mismatch for staff.
 */
export async function recordInvoicePaid(
  db: Database,
  input: { subscriptionId: string; invoiceId: string; amountCents: number; currency: string },
  ctx: WebhookContext,
): Promise<boolean | { mismatch: string }> {
  const donation = await findBySubscription(db, input.subscriptionId)
  if (!donation) {
    log.warn(`invoice ${input.invoiceId} names no known donation subscription.`)
    return false
  }
  if (input.amountCents !== donation.amountCents || input.currency !== chargeCurrency) {
    return {
      mismatch: `Invoice ${input.invoiceId} paid ${input.amountCents} ${input.currency} for donation ${donation.id}, whose monthly amount is ${donation.amountCents} ${chargeCurrency}.`,
    }
  }
  const { amountCents } = input
  const [payment] = await db
    .insert(donationPayments)
    .values({ donationId: donation.id, invoiceId: input.invoiceId, amountCents, paidAt: ctx.now })
    .onConflictDoNothing()
    .returning()
  if (!payment) return false
  const row =
    (await transition(
      db,
      donation.id,
      ['pending', 'processing', 'failed', 'past_due', 'unpaid'],
      'paid',
    )) ?? donation
  await sendMail(
    db,
    receiptMail(row, ctx.settings, { amountCents, paidAt: ctx.now, ...donorLinks(row, ctx) }),
  )
  // The first payment of a monthly tribute gift sends the card; later months do not.
  if (donation.status === 'pending' || donation.status === 'processing') {
    await sendTributeCard(db, row, ctx.settings)
  }
  return true
}

/**
 * invoice.payment_failed. The first invoice's failure is told in the browser; a later month's
 * is e-mailed to the donor (Stripe retries it over the next days) with the link to their gift.
 * The gift's status follows the subscription (customer.subscription.updated).
 */
export async function noteInvoiceFailed(
  db: Database,
  input: { subscriptionId: string; invoiceId: string },
  ctx: WebhookContext,
) {
  const donation = await findBySubscription(db, input.subscriptionId)
  log.warn(
    `Monthly donation ${donation?.id ?? '(unknown)'}: invoice ${input.invoiceId} of subscription ${input.subscriptionId} failed to pay.`,
  )
  if (!donation) return false
  // A first bank debit that bounced days after the donor left: the gift fails, and they are told.
  if (donation.status === 'processing') {
    const failed = await transition(db, donation.id, ['processing'], 'failed')
    if (failed) {
      await sendMail(db, bankFailedMail(failed, ctx))
      await alertStaff(
        db,
        ctx.publicOrigin,
        paymentFailedAlert(failed, 'its first bank debit was returned'),
      )
    }
    return failed !== undefined
  }
  if (!['paid', 'past_due'].includes(donation.status)) return false
  await sendMail(db, monthlyPaymentFailedMail(donation, ctx))
  if (donation.userId) await tellOfFailedGift(db, donation.userId, donation, input.invoiceId)
  await alertStaff(
    db,
    ctx.publicOrigin,
    paymentFailedAlert(donation, 'this month’s payment did not go through; Stripe tries again'),
  )
  return true
}

/** In the language the donor gave in (the gift's, never the webhook's). */
/** A signed-in donor who chose it (decision 095) is told on their devices too; the e-mail went. */
function tellOfFailedGift(db: Database, userId: number, row: DonationRow, invoiceId: string) {
  return notifyMember(db, {
    userId,
    topic: 'gift-failed',
    key: `gift-failed:${invoiceId}`,
    compose: ({ locale }) => ({
      title: m.push_gift_failed_title({}, { locale }),
      body: m.push_gift_failed_body(
        { amount: formatDollars(centsToDollars(row.amountCents), locale) },
        { locale },
      ),
      url: localizedPath('/account', locale),
    }),
  })
}

function monthlyPaymentFailedMail(row: DonationRow, ctx: WebhookContext) {
  const { locale } = row
  const amount = formatDollars(centsToDollars(row.amountCents), locale)
  const { manageLink } = donorLinks(row, ctx)
  const organization = ctx.settings.organization.legalName
  return {
    to: row.donorEmail!,
    locale,
    subject: m.email_monthly_failed_subject({ organization, id: row.id }, { locale }),
    body: [
      m.email_hi({ name: row.donorName ?? '' }, { locale }),
      '',
      m.email_monthly_failed_payment({ amount }, { locale }),
      m.email_monthly_failed_retry({}, { locale }),
      '',
      manageLink
        ? m.email_monthly_failed_manage({ link: localizedUrl(manageLink, locale) }, { locale })
        : m.email_monthly_failed_reply({}, { locale }),
    ].join('\n'),
  }
}

/** What a subscription's status means for its gift (Stripe's `active`, `past_due`, `unpaid`). */
const subscriptionStatuses: Partial<
  Record<string, { to: DonationStatus; from: DonationStatus[] }>
> = {
  active: { to: 'paid', from: ['past_due', 'unpaid'] },
  past_due: { to: 'past_due', from: ['paid'] },
  unpaid: { to: 'unpaid', from: ['paid', 'past_due'] },
}

/**
 * customer.subscription.updated: the gift's status stays what Stripe says — past due while
 * Stripe retries, unpaid when it gives up, active (paid) again once a payment lands. The first
 * payment is invoice.paid's, so a pending gift is left to it. A pause set, changed or ended in
 * Stripe's dashboard (or by Stripe itself at its end) is the gift's pause too (decision 060).
 */
export async function syncDonationSubscription(
  db: Database,
  subscription: {
    id: string
    status?: string
    pause_collection?: { resumes_at: number | null } | null
  },
) {
  const donation = await findBySubscription(db, subscription.id)
  if (!donation) return false
  const paused = await syncPause(db, donation, subscription.pause_collection)
  const rule = subscriptionStatuses[subscription.status ?? '']
  if (!rule) return paused
  return (await transition(db, donation.id, rule.from, rule.to)) !== undefined || paused
}

async function syncPause(
  db: Database,
  donation: DonationRow,
  pause: { resumes_at: number | null } | null | undefined,
) {
  if (pause === undefined) return false
  const until =
    pause === null
      ? null
      : pause.resumes_at === null
        ? pausedForGood
        : new Date(pause.resumes_at * 1000)
  if (until?.getTime() === donation.pausedUntil?.getTime()) return false
  const [changed] = await db
    .update(donations)
    .set({ pausedUntil: until })
    .where(eq(donations.id, donation.id))
    .returning({ id: donations.id })
  return changed !== undefined
}

/** A monthly bank gift's first debit was submitted: processing until invoice.paid. */
export async function markSubscriptionProcessing(db: Database, subscriptionId: string) {
  const donation = await findBySubscription(db, subscriptionId)
  if (!donation) return false
  return (await transition(db, donation.id, ['pending'], 'processing')) !== undefined
}

/** customer.subscription.deleted: the monthly gift ends. */
export async function cancelDonationSubscription(db: Database, subscriptionId: string) {
  const donation = await findBySubscription(db, subscriptionId)
  if (!donation) return false
  return (
    (await transition(
      db,
      donation.id,
      ['pending', 'processing', 'paid', 'past_due', 'unpaid', 'failed'],
      'cancelled',
    )) !== undefined
  )
}

/**
 * A pause set in Stripe's dashboard with no end (`resumes_at: null`): the gift collects nothing
 * until someone resumes it. Stored as the last representable day rather than a second column.
 */
export const pausedForGood = new Date('9999-12-31T00:00:00Z')

/** How long a card gift may wait for Stripe to start its payment before it counts as abandoned. */
export const stalledGiftMinutes = 15

/**
 * Card gifts whose payment never started: the server stopped between saving the gift and hearing
 * from Stripe (a failed start deletes the gift at once). Nothing was charged, and their
 * Idempotency-Key would answer "still processing" for ever; deleting them lets the donor's retry
 * start afresh.
 */
export async function deleteStalledCardGifts(db: Database, now: Date) {
  const before = new Date(now.getTime() - stalledGiftMinutes * 60_000)
  await db
    .delete(donations)
    .where(
      and(
        eq(donations.status, 'pending'),
        isNull(donations.paymentIntentId),
        isNull(donations.subscriptionId),
        isNull(donations.paypalOrderId),
        lte(donations.createdAt, before),
      ),
    )
}
