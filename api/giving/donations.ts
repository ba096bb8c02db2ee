import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { centsToDollars, formatDollars } from '#core/money'
import {
  type DonationReceipt,
  type DonationStatus,
  noGoodsOrServices,
  type PledgeInstructions,
} from '#core/schemas/donation'
import type { Database } from '../../db/client'
import { donationPayments, donations } from '../../db/schema'
import { sendMail } from '../lib/mailer'
import { chargeCurrency } from '../lib/stripe'
import type { GivingSettings } from '../settings'

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

export function pledgeInstructions(
  settings: GivingSettings,
  method: 'paypal' | 'bank',
): PledgeInstructions {
  if (method === 'paypal') {
    return {
      paymentMethod: 'paypal',
      message:
        'PayPal giving is coming soon. Your pledge is recorded and we will e-mail you how to complete it.',
    }
  }
  return {
    paymentMethod: 'bank',
    message: settings.bankInstructions ?? 'Bank transfer details are sent by e-mail.',
  }
}

export function pledgeMail(row: DonationRow, instructions: PledgeInstructions, legalName: string) {
  const cadence = row.type === 'monthly' ? ' each month' : ''
  return {
    to: row.donorEmail!,
    subject: `Your pledge to ${legalName} (#${row.id})`,
    body: [
      `Hi ${row.donorName},`,
      '',
      `Thank you for pledging ${formatDollars(centsToDollars(row.amountCents))}${cadence} to ${legalName}.`,
      'Nothing has been charged: this is not a receipt. We send a receipt once your gift arrives.',
      '',
      instructions.message,
      '',
      `Please quote pledge #${row.id} with your payment.`,
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
    organization: settings.organization,
    donorName: row.donorName ?? '',
    anonymous: row.anonymous,
    type: row.type,
    status: row.status,
    amount: centsToDollars(row.amountCents),
    refunded: centsToDollars(row.refundedCents),
    date: (payments[0]?.paidAt ?? row.createdAt).toISOString(),
    payments: payments.map((p) => ({
      id: p.id,
      amount: centsToDollars(p.amountCents),
      paidAt: p.paidAt.toISOString(),
    })),
    statement: noGoodsOrServices,
  }
}

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
  const { organization: org } = settings
  const date = input.paidAt.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  })
  const kind = row.type === 'monthly' ? 'monthly gift' : 'gift'
  return {
    to: row.donorEmail!,
    subject: `Your donation receipt from ${org.legalName} (#${row.id})`,
    body: [
      `Dear ${row.donorName},`,
      '',
      `Thank you for your ${kind} to ${org.legalName}. This is your receipt.`,
      '',
      `Organization: ${org.legalName}`,
      `EIN: ${org.ein}`,
      `Address: ${org.address}`,
      `Donation: #${row.id}`,
      `Date: ${date}`,
      `Amount: ${formatDollars(centsToDollars(input.amountCents))}`,
      ...(input.refundedCents
        ? [
            `Refunded: ${formatDollars(centsToDollars(input.refundedCents))}`,
            `Amount kept (deductible): ${formatDollars(centsToDollars(input.amountCents - input.refundedCents))}`,
          ]
        : []),
      `Donor: ${row.donorName}`,
      '',
      noGoodsOrServices,
      '',
      `View or print this receipt: ${input.link}`,
      ...(input.manageLink ? ['', `Change or cancel your monthly gift: ${input.manageLink}`] : []),
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
  const row = await transition(db, donationId, ['pending', 'failed'], 'paid')
  if (!row) return false
  await sendMail(
    db,
    receiptMail(row, ctx.settings, {
      amountCents: row.amountCents,
      paidAt: ctx.now,
      ...donorLinks(row, ctx),
    }),
  )
  return true
}

export async function markDonationFailed(db: Database, donationId: number) {
  return (await transition(db, donationId, ['pending'], 'failed')) !== undefined
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
    console.warn(`invoice ${input.invoiceId} names no known donation subscription.`)
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
  const row = (await transition(db, donation.id, ['pending', 'failed'], 'paid')) ?? donation
  await sendMail(
    db,
    receiptMail(row, ctx.settings, { amountCents, paidAt: ctx.now, ...donorLinks(row, ctx) }),
  )
  return true
}

/** invoice.payment_failed: Stripe retries; the gift's status stays, staff see it in the log. */
export async function noteInvoiceFailed(
  db: Database,
  input: { subscriptionId: string; invoiceId: string },
) {
  const donation = await findBySubscription(db, input.subscriptionId)
  console.warn(
    `Monthly donation ${donation?.id ?? '(unknown)'}: invoice ${input.invoiceId} of subscription ${input.subscriptionId} failed to pay.`,
  )
  return false
}

/** customer.subscription.deleted: the monthly gift ends. */
export async function cancelDonationSubscription(db: Database, subscriptionId: string) {
  const donation = await findBySubscription(db, subscriptionId)
  if (!donation) return false
  return (
    (await transition(db, donation.id, ['pending', 'paid', 'failed'], 'cancelled')) !== undefined
  )
}

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
        lte(donations.createdAt, before),
      ),
    )
}
