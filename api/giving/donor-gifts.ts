import { and, count, desc, eq, gte, inArray, lt, or, sql, sum } from 'drizzle-orm'
import type Stripe from 'stripe'
import { dateIn, longDay, yearIn, yearRange } from '#core/calendar-year'
import type { Locale } from '#core/locale'
import { centsToDollars, formatDollars } from '#core/money'
import { nextMonthlyCharge, pauseEnd } from '#core/monthly-billing'
import type { User } from '#core/schemas/auth'
import {
  type CampaignProgress,
  type DonationStatus,
  type DonorGift,
  donationMessages,
} from '#core/schemas/donation'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { donationPayments, donations } from '../../db/schema/giving'
import type { Payments } from '../payments'
import type { GivingSettings } from '../settings'
import { type DonationRow, donorPaths, pausedForGood } from './donations'

const cancellable: DonationStatus[] = [
  'pending',
  'processing',
  'paid',
  'past_due',
  'unpaid',
  'pledged',
]
const changeable: DonationStatus[] = ['paid', 'past_due', 'pledged']

export function canCancel(row: DonationRow) {
  return row.type === 'monthly' && cancellable.includes(row.status)
}

/**
 * Only a monthly gift Stripe bills, in good standing: a failed payment's retries have no date. A
 * paused gift is charged next after its pause; one paused in Stripe with no end, once resumed.
 */
function nextChargeOn(settings: GivingSettings, row: DonationRow, now: Date) {
  if (!canPause(row)) return null
  const from = isPaused(row, now) ? row.pausedUntil! : now
  if (from.getTime() >= pausedForGood.getTime()) return null
  return dateIn(nextMonthlyCharge(row.createdAt, from), settings.timeZone)
}

/** An active monthly gift Stripe collects can skip payments; a pledge has nothing to skip. */
export function canPause(row: DonationRow) {
  return row.type === 'monthly' && row.status === 'paid' && row.subscriptionId !== null
}

export function isPaused(row: DonationRow, now: Date) {
  return row.pausedUntil !== null && row.pausedUntil.getTime() > now.getTime()
}

export function canChangeAmount(row: DonationRow) {
  return row.type === 'monthly' && changeable.includes(row.status)
}

const updatable: DonationStatus[] = ['paid', 'past_due', 'unpaid']

export function canUpdatePaymentMethod(row: DonationRow) {
  return row.type === 'monthly' && row.subscriptionId !== null && updatable.includes(row.status)
}

async function paymentCounts(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ donationId: donationPayments.donationId, n: count() })
    .from(donationPayments)
    .where(inArray(donationPayments.donationId, ids))
    .groupBy(donationPayments.donationId)
  return new Map(rows.map((row) => [row.donationId, row.n]))
}

/** The donor's view of gifts: what they gave, its state, and signed links to act on it. */
export async function toDonorGifts(
  db: Database,
  settings: GivingSettings,
  rows: DonationRow[],
  now: Date,
): Promise<DonorGift[]> {
  const counts = await paymentCounts(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    paymentMethod: row.paymentMethod,
    amount: centsToDollars(row.amountCents),
    createdAt: row.createdAt.toISOString(),
    paymentCount: counts.get(row.id) ?? 0,
    canCancel: canCancel(row),
    canChangeAmount: canChangeAmount(row),
    canUpdatePaymentMethod: canUpdatePaymentMethod(row),
    canPause: canPause(row),
    paused: canPause(row) && isPaused(row, now),
    nextChargeOn: nextChargeOn(settings, row, now),
    ...donorPaths(settings, row, now),
  }))
}

/**
 * Whose gifts an account sees: those made while signed in, and, once its address is verified,
 * those given with that address while signed out (docs/decisions/024).
 */
export function givenBy(user: User) {
  const mine = eq(donations.userId, user.id)
  if (!user.emailVerified) return mine
  return or(mine, eq(sql`lower(${donations.donorEmail})`, user.email.toLowerCase()))!
}

/** A signed-in donor's gifts, newest first. */
export function donationsOfUser(db: Database, user: User) {
  return db
    .select()
    .from(donations)
    .where(givenBy(user))
    .orderBy(desc(donations.createdAt), desc(donations.id))
}

/** True when `user` may see and manage the gift as its donor. */
export function isDonor(user: User | null | undefined, row: DonationRow) {
  if (!user) return false
  if (row.userId === user.id) return true
  return user.emailVerified && (row.donorEmail ?? '').toLowerCase() === user.email.toLowerCase()
}

export class GiftChangeFailed extends Error {}

/**
 * Ends a monthly gift. A card gift's subscription is cancelled in Stripe first (one already gone
 * there counts as cancelled); the webhook's later `customer.subscription.deleted` changes nothing.
 */
export async function cancelGift(db: Database, payments: Payments | null, row: DonationRow) {
  if (row.subscriptionId) {
    if (!payments) throw new GiftChangeFailed(donationMessages.paymentNotConfigured)
    try {
      await payments.stripe.subscriptions.cancel(row.subscriptionId)
    } catch (error) {
      if (!isMissing(error)) throw error
    }
  }
  const [updated] = await db
    .update(donations)
    .set({ status: 'cancelled' })
    .where(and(eq(donations.id, row.id), inArray(donations.status, cancellable)))
    .returning()
  return updated ? { row: updated, changed: true } : { row: await reread(db, row), changed: false }
}

/** The gift as it is now, when a concurrent change got there first. */
async function reread(db: Database, row: DonationRow) {
  const [current] = await db.select().from(donations).where(eq(donations.id, row.id))
  return current ?? row
}

/**
 * A new monthly amount: a new price on the same subscription item, no proration (the next
 * invoice charges the new amount). Pledges just record it. The donor names the whole new amount,
 * so any fee coverage chosen at the start ends (decision 038).
 */
export async function changeGiftAmount(
  db: Database,
  payments: Payments | null,
  row: DonationRow,
  amountCents: number,
) {
  if (row.subscriptionId) {
    if (!payments) throw new GiftChangeFailed(donationMessages.paymentNotConfigured)
    const { stripe } = payments
    const subscription = await stripe.subscriptions.retrieve(row.subscriptionId)
    const item = subscription.items.data[0]
    if (!item) throw new Error(`Subscription ${row.subscriptionId} has no item`)
    const metadata = { donationId: String(row.id), kind: 'donation' }
    // The new price belongs to the gift's product (a Price always names one, by id unless expanded).
    const { product } = item.price
    const price = await stripe.prices.create({
      currency: 'usd',
      unit_amount: amountCents,
      recurring: { interval: 'month' },
      product: typeof product === 'string' ? product : product.id,
      metadata,
    })
    await stripe.subscriptions.update(row.subscriptionId, {
      items: [{ id: item.id, price: price.id }],
      proration_behavior: 'none',
      metadata,
    })
  }
  const [updated] = await db
    .update(donations)
    .set({ amountCents, coveredFeeCents: 0 })
    .where(and(eq(donations.id, row.id), inArray(donations.status, changeable)))
    .returning()
  return updated ? { row: updated, changed: true } : { row: await reread(db, row), changed: false }
}

/**
 * Skips the gift's next `months` payments (decision 060): Stripe pauses collection, voiding the
 * invoices it makes meanwhile, and collects again by itself a day after the last one skipped.
 * Pausing a paused gift sets a new end, counted from now.
 */
export async function pauseGift(
  db: Database,
  payments: Payments | null,
  row: DonationRow,
  months: number,
  now: Date,
) {
  if (!payments) throw new GiftChangeFailed(donationMessages.paymentNotConfigured)
  const resumesAt = Math.floor(pauseEnd(row.createdAt, now, months).getTime() / 1000)
  await payments.stripe.subscriptions.update(row.subscriptionId!, {
    pause_collection: { behavior: 'void', resumes_at: resumesAt },
  })
  return setPause(db, row, new Date(resumesAt * 1000))
}

/** Ends a pause now: the next payment is the gift's next monthly date. */
export async function resumeGift(db: Database, payments: Payments | null, row: DonationRow) {
  if (!payments) throw new GiftChangeFailed(donationMessages.paymentNotConfigured)
  await payments.stripe.subscriptions.update(row.subscriptionId!, { pause_collection: '' })
  return setPause(db, row, null)
}

async function setPause(db: Database, row: DonationRow, until: Date | null) {
  const [updated] = await db
    .update(donations)
    .set({ pausedUntil: until })
    .where(and(eq(donations.id, row.id), eq(donations.status, 'paid')))
    .returning()
  return updated ? { row: updated, changed: true } : { row: await reread(db, row), changed: false }
}

function isMissing(error: unknown) {
  return (
    typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    (error as { statusCode?: number }).statusCode === 404
  )
}

/** What a donor changed; a pause or resume names the next payment's day (YYYY-MM-DD) if any. */
export type GiftChange =
  | { kind: 'cancelled' | 'amount' }
  | { kind: 'paused' | 'resumed'; nextPayment: string | null }

function changeLine(amount: string, change: GiftChange, locale: Locale) {
  const options = { locale }
  switch (change.kind) {
    case 'cancelled':
      return `${m.email_gift_cancelled({ amount }, options)} ${m.giving_nothing_more_charged({}, options)}`
    case 'amount':
      return m.email_gift_amount({ amount }, options)
    case 'paused':
      return change.nextPayment
        ? m.email_gift_paused_until({ amount, date: longDay(change.nextPayment, locale) }, options)
        : m.email_gift_paused({ amount }, options)
    case 'resumed':
      return change.nextPayment
        ? m.email_gift_resumed_on({ amount, date: longDay(change.nextPayment, locale) }, options)
        : m.email_gift_resumed({ amount }, options)
  }
}

/** What the donor changed, told in the language they gave in. */
export function giftChangedMail(row: DonationRow, legalName: string, change: GiftChange) {
  const { locale } = row
  const line = changeLine(formatDollars(centsToDollars(row.amountCents), locale), change, locale)
  return {
    to: row.donorEmail!,
    locale,
    subject: m.email_gift_changed_subject({ organization: legalName, id: row.id }, { locale }),
    body: [
      m.email_hi({ name: row.donorName ?? '' }, { locale }),
      '',
      line,
      '',
      m.email_gift_not_you({}, { locale }),
    ].join('\n'),
  }
}

/** 'Dana L.' for Dana Lee; 'Anonymous' when the donor asked. Never an e-mail address. */
export function supporterName(row: { donorName: string | null; anonymous: boolean }) {
  const parts = (row.donorName ?? '').trim().split(/\s+/).filter(Boolean)
  if (row.anonymous || parts.length === 0) return 'Anonymous'
  const [first, ...rest] = parts
  const last = rest.at(-1)
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first!
}

/**
 * Raised this calendar year where the organisation is (`settings.timeZone`): one-time card gifts
 * paid, dated by when they were made, plus every monthly payment received this year. Pledges count once their money arrives (staff).
 */
export async function campaignProgress(
  db: Database,
  settings: GivingSettings,
  now: Date,
): Promise<CampaignProgress> {
  const year = yearIn(now, settings.timeZone)
  const { start, end } = yearRange(year, settings.timeZone)
  // What was kept: a refunded gift counts for what is left of it (decision 035).
  const [oneTime] = await db
    .select({ cents: sum(sql`${donations.amountCents} - ${donations.refundedCents}`), n: count() })
    .from(donations)
    .where(
      and(
        eq(donations.type, 'one-time'),
        eq(donations.status, 'paid'),
        gte(donations.createdAt, start),
        lt(donations.createdAt, end),
      ),
    )
  const [monthly] = await db
    .select({ cents: sum(donationPayments.amountCents), n: count() })
    .from(donationPayments)
    .where(and(gte(donationPayments.paidAt, start), lt(donationPayments.paidAt, end)))
  const recent = await db
    .select({
      donorName: donations.donorName,
      anonymous: donations.anonymous,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(eq(donations.status, 'paid'))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(5)
  const raisedCents = Number(oneTime?.cents ?? 0) + Number(monthly?.cents ?? 0)
  return {
    year,
    goal: centsToDollars(settings.campaignGoalCents),
    raised: centsToDollars(raisedCents),
    giftCount: Number(oneTime?.n ?? 0) + Number(monthly?.n ?? 0),
    recentSupporters: recent.map((row) => ({
      name: supporterName(row),
      date: row.createdAt.toISOString(),
    })),
  }
}

const customerOf = (subscription: Stripe.Subscription) =>
  typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id

/**
 * A new card or bank account for a monthly gift (after a failed payment, or any time): a
 * SetupIntent for the subscription's customer, confirmed in the browser with the Payment Element.
 */
export async function startPaymentMethodUpdate(payments: Payments, row: DonationRow) {
  const { stripe } = payments
  const subscription = await stripe.subscriptions.retrieve(row.subscriptionId!)
  const bank = row.paymentMethod === 'bank'
  const intent = await stripe.setupIntents.create({
    customer: customerOf(subscription),
    allowed_payment_method_types: bank ? ['us_bank_account'] : ['card'],
    ...(bank
      ? {
          payment_method_options: {
            us_bank_account: {
              verification_method: 'automatic',
              financial_connections: { permissions: ['payment_method'] },
            },
          },
        }
      : {}),
    usage: 'off_session',
    metadata: { donationId: String(row.id), kind: 'donation' },
  })
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} has no client secret`)
  return { clientSecret: intent.client_secret }
}

/**
 * The confirmed SetupIntent becomes the subscription's default payment method; a gift past due
 * or unpaid then pays its open invoice with it at once (the webhooks mark it paid and active).
 */
export async function finishPaymentMethodUpdate(
  payments: Payments,
  row: DonationRow,
  setupIntentId: string,
): Promise<'updated' | 'not-confirmed' | 'retry-declined'> {
  const { stripe } = payments
  const [intent, subscription] = await Promise.all([
    stripe.setupIntents.retrieve(setupIntentId),
    stripe.subscriptions.retrieve(row.subscriptionId!),
  ])
  const paymentMethod =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id
  if (
    intent.status !== 'succeeded' ||
    !paymentMethod ||
    intent.metadata?.donationId !== String(row.id) ||
    customer !== customerOf(subscription)
  ) {
    return 'not-confirmed'
  }
  await stripe.subscriptions.update(row.subscriptionId!, { default_payment_method: paymentMethod })
  const invoice = subscription.latest_invoice
  const invoiceId = typeof invoice === 'string' ? invoice : invoice?.id
  if (invoiceId && (subscription.status === 'past_due' || subscription.status === 'unpaid')) {
    try {
      await stripe.invoices.pay(invoiceId, { payment_method: paymentMethod })
    } catch (error) {
      if ((error as { type?: string }).type === 'StripeCardError') return 'retry-declined'
      throw error
    }
  }
  return 'updated'
}
