import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { type GiftRefund, giftRefundMessages } from '#core/schemas/admin-donation'
import { orderMessages } from '#core/schemas/order'
import type { Database } from '../../db/client'
import { donationPayments, donationRefunds, donations } from '../../db/schema/giving'
import type { Refusal as ErrorRefusal } from '../lib/errors'
import { idempotencyMessages } from '../lib/idempotency-key'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import {
  type Claim,
  invoicePaidBy,
  type Payments,
  type PendingRefund,
  type RefundLedger,
  reasonOf,
  refusalOf,
  runRefund,
  settleChargeRefunds,
} from '../payments'

/** Why a gift's refund is refused before Stripe is asked; "too much" says what is left. */
type Refusal =
  | {
      reason:
        | 'not-found'
        | 'not-refundable'
        | 'choose-payment'
        | 'not-this-gift'
        | 'key-reused'
        | 'no-card-payment'
      error: string
    }
  | { reason: 'too-much'; error: string; refundable: number }

export type GiftRefundResult =
  | { ok: true; refundId: string; amount: number; refunded: number }
  | ({ ok: false } & Refusal)
  | ErrorRefusal<'needs-stripe' | 'stripe-unavailable' | 'stripe-declined' | 'unconfirmed'>

type RefundRow = typeof donationRefunds.$inferSelect

/** Locks the gift: every refund of one gift runs its checks and writes one at a time. */
async function lockGift(tx: Database, donationId: number) {
  const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update')
  return gift
}

/** Sets the gift's refunded total to the sum of its refunds Stripe made, and answers it. */
async function syncRefundedTotal(tx: Database, donationId: number) {
  const [row] = await tx
    .update(donations)
    .set({
      refundedCents: sql`(select coalesce(sum(${donationRefunds.amountCents}), 0) from ${donationRefunds} where ${donationRefunds.donationId} = ${donationId} and ${donationRefunds.status} = 'succeeded')`,
    })
    .where(eq(donations.id, donationId))
    .returning({ refundedCents: donations.refundedCents })
  return row!.refundedCents
}

function toPending(row: RefundRow, paymentIntentId: string): PendingRefund {
  return {
    id: row.id,
    paymentIntentId,
    amountCents: row.amountCents,
    idempotencyKey: row.stripeIdempotencyKey!,
    metadata: {
      donationId: String(row.donationId),
      reason: row.reason ?? '',
      ...(row.invoiceId ? { invoiceId: row.invoiceId } : {}),
    },
  }
}

/** The PaymentIntent that paid a monthly invoice, as Stripe's invoice payments say. */
async function invoicePaymentIntent(payments: Payments, invoiceId: string) {
  const list = await payments.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 })
  const paid = list.data.find((p) => p.status === 'paid' && p.payment.type === 'payment_intent')
  const intent = paid?.payment.payment_intent
  return typeof intent === 'string' ? intent : intent?.id
}

/** The gifts' refunds pipeline (decision 049): its table, its effects and its words. */
export const giftRefundLedger: RefundLedger = {
  what: 'donation',
  metadataKey: 'donationRefundId',

  async complete(tx, rowId, refund, now) {
    const [claimed] = await tx
      .select({ donationId: donationRefunds.donationId })
      .from(donationRefunds)
      .where(eq(donationRefunds.id, rowId))
    if (!claimed) return 0
    const gift = (await lockGift(tx, claimed.donationId))!
    const [row] = await tx
      .update(donationRefunds)
      .set({ status: 'succeeded', stripeRefundId: refund.id, amountCents: refund.amount })
      .where(and(eq(donationRefunds.id, rowId), eq(donationRefunds.status, 'pending')))
      .returning()
    if (!row) return gift.refundedCents
    await recordAudit(tx, {
      actorId: row.actorId,
      action: 'donation.refund',
      entity: 'donation',
      entityId: gift.id,
      detail: {
        refund: refund.id,
        amountCents: refund.amount,
        reason: row.reason,
        invoiceId: row.invoiceId,
      },
      createdAt: now,
    })
    const total = await syncRefundedTotal(tx, gift.id)
    if (gift.donorEmail) {
      await sendMail(tx, {
        to: gift.donorEmail,
        subject: `A refund of your donation #${gift.id}`,
        body: [
          `Dear ${gift.donorName},`,
          '',
          `We refunded ${formatDollars(centsToDollars(refund.amount))} of your donation #${gift.id} to the card you gave with. Banks usually show it within 5-10 business days.`,
          '',
          `Your receipt now shows ${formatDollars(centsToDollars(gift.amountCents - total))} as the amount you gave.`,
        ].join('\n'),
      })
    }
    return total
  },

  async withdraw(tx, rowId, now, why) {
    const [claimed] = await tx
      .select({ donationId: donationRefunds.donationId })
      .from(donationRefunds)
      .where(eq(donationRefunds.id, rowId))
    if (!claimed) return
    await lockGift(tx, claimed.donationId)
    const [row] = await tx
      .delete(donationRefunds)
      .where(and(eq(donationRefunds.id, rowId), eq(donationRefunds.status, 'pending')))
      .returning()
    if (!row) return
    await recordAudit(tx, {
      actorId: row.actorId,
      action: 'donation.refund_withdrawn',
      entity: 'donation',
      entityId: row.donationId,
      detail: { amountCents: row.amountCents, reason: row.reason, invoiceId: row.invoiceId, why },
      createdAt: now,
    })
  },

  async stalePending(db, before) {
    const rows = await db
      .select()
      .from(donationRefunds)
      .where(and(eq(donationRefunds.status, 'pending'), lt(donationRefunds.createdAt, before)))
      .orderBy(asc(donationRefunds.id))
    return rows.map((row) => toPending(row, paymentIntentOf(row)))
  },
}

/**
 * The PaymentIntent a claimed refund draws on travels in the row's request (a monthly
 * payment's is found through Stripe when the refund is claimed).
 */
function paymentIntentOf(row: RefundRow): string {
  return String((row.request as { paymentIntentId?: string } | null)?.paymentIntentId ?? '')
}

/**
 * What a refund of this gift draws on: a one-time card gift that was paid, or one monthly payment
 * (its invoice); how much of it is paid, and what its refunds made or pending already take.
 */
async function refundTarget(
  tx: Database,
  gift: typeof donations.$inferSelect,
  invoiceId: string | undefined,
  claims: RefundRow[],
): Promise<{ invoiceId: string | null; paidCents: number; claimedCents: number } | Refusal> {
  const claimedOf = (invoice: string | null) =>
    claims.filter((row) => row.invoiceId === invoice).reduce((sum, row) => sum + row.amountCents, 0)
  if (gift.type === 'one-time') {
    if (gift.status !== 'paid' || !gift.paymentIntentId) {
      return { reason: 'not-refundable', error: giftRefundMessages.notRefundable }
    }
    return { invoiceId: null, paidCents: gift.amountCents, claimedCents: claimedOf(null) }
  }
  if (!invoiceId) return { reason: 'choose-payment', error: giftRefundMessages.choosePayment }
  const [payment] = await tx
    .select()
    .from(donationPayments)
    .where(and(eq(donationPayments.donationId, gift.id), eq(donationPayments.invoiceId, invoiceId)))
  if (!payment) return { reason: 'not-this-gift', error: giftRefundMessages.notThisGift }
  return { invoiceId, paidCents: payment.amountCents, claimedCents: claimedOf(invoiceId) }
}

/** The claim of a refund of a gift, under the gift's lock (decision 049). */
async function claimGiftRefund(
  tx: Database,
  donationId: number,
  request: GiftRefund,
  paymentIntentFor: (gift: typeof donations.$inferSelect) => Promise<string | undefined>,
  actor: { id: number },
  clientKey: string | undefined,
  now: Date,
): Promise<Claim<Refusal>> {
  const refuse = (refusal: Refusal) => ({ kind: 'refused' as const, refusal })
  const gift = await lockGift(tx, donationId)
  if (!gift) return refuse({ reason: 'not-found', error: giftRefundMessages.notFound })
  const claims = await tx
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, donationId))
  const target = await refundTarget(tx, gift, request.invoiceId, claims)
  if ('error' in target) return refuse(target)
  const asked = {
    amount: request.amount ?? null,
    invoiceId: request.invoiceId ?? null,
    reason: request.reason,
  }

  const idempotencyKey = clientKey ? `gift-refund-${donationId}-${clientKey}` : undefined
  const earlier =
    idempotencyKey && claims.find((row) => row.stripeIdempotencyKey === idempotencyKey)
  if (earlier) {
    const { paymentIntentId, ...first } = (earlier.request ?? {}) as Record<string, unknown>
    if (!isDeepStrictEqual(first, asked)) {
      return refuse({ reason: 'key-reused', error: idempotencyMessages.reused })
    }
    if (earlier.status === 'succeeded') {
      const made = { stripeRefundId: earlier.stripeRefundId!, amountCents: earlier.amountCents }
      return { kind: 'made', ...made }
    }
    return { kind: 'claimed', pending: toPending(earlier, paymentIntentOf(earlier)) }
  }

  const left = target.paidCents - target.claimedCents
  const amountCents = request.amount === undefined ? left : dollarsToCents(request.amount)
  if (left <= 0 || amountCents > left) {
    const rest = centsToDollars(Math.max(left, 0))
    return refuse({
      reason: 'too-much',
      error: giftRefundMessages.tooMuch(formatDollars(rest)),
      refundable: rest,
    })
  }
  const paymentIntentId = await paymentIntentFor(gift)
  if (!paymentIntentId)
    return refuse({ reason: 'no-card-payment', error: giftRefundMessages.noCardPayment })
  const [row] = await tx
    .insert(donationRefunds)
    .values({
      donationId,
      status: 'pending',
      stripeIdempotencyKey: idempotencyKey ?? `gift-refund-${donationId}-${randomUUID()}`,
      request: { ...asked, paymentIntentId },
      invoiceId: target.invoiceId,
      amountCents,
      reason: request.reason,
      actorId: actor.id,
      createdAt: now,
    })
    .returning()
  return { kind: 'claimed', pending: toPending(row!, paymentIntentId) }
}

/**
 * Refunds a card gift through Stripe's Refunds API (decisions 035, 049): a one-time gift or one
 * monthly payment, an amount or the rest. The donor is told, and the receipt and the year's
 * figures count only what was kept.
 */
export async function refundGift(
  ctx: { db: Database; payments: Payments | null; now: Date; idempotencyKey?: string },
  donationId: number,
  request: GiftRefund,
  actor: { id: number },
): Promise<GiftRefundResult> {
  const { db, payments, now } = ctx
  const claim = (monthlyIntent: string | undefined) => (tx: Database) =>
    claimGiftRefund(
      tx,
      donationId,
      request,
      async (gift) => (gift.type === 'one-time' ? gift.paymentIntentId! : monthlyIntent),
      actor,
      ctx.idempotencyKey,
      now,
    )
  if (!payments) {
    // Only checked, never sent: any PaymentIntent id lets the check run to its end.
    const refusal = await refusalOf(db, claim('unchecked'))
    if (refusal) return { ok: false, ...refusal }
    return { ok: false, reason: 'needs-stripe', error: orderMessages.refundsNeedStripe }
  }
  // A monthly payment's PaymentIntent is Stripe's to tell; asked before the gift is locked.
  let monthlyIntent: string | undefined
  try {
    if (request.invoiceId) monthlyIntent = await invoicePaymentIntent(payments, request.invoiceId)
  } catch {
    return { ok: false, reason: 'stripe-unavailable', error: orderMessages.paymentUnavailable }
  }
  const outcome = await runRefund(
    { db, payments, now },
    giftRefundLedger,
    claim(monthlyIntent),
    async () =>
      (await db.select().from(donations).where(eq(donations.id, donationId)))[0]!.refundedCents,
  )
  switch (outcome.kind) {
    case 'refused':
      return { ok: false, ...outcome.refusal }
    case 'declined':
      return {
        ok: false,
        reason: 'stripe-declined',
        error: outcome.error || orderMessages.paymentUnavailable,
      }
    case 'unconfirmed':
      return { ok: false, reason: 'unconfirmed', error: giftRefundMessages.unconfirmed }
    case 'refunded':
      return {
        ok: true,
        refundId: outcome.stripeRefundId,
        amount: centsToDollars(outcome.amountCents),
        refunded: centsToDollars(outcome.refundedCents),
      }
  }
}

/**
 * Which gift a PaymentIntent paid: a one-time gift's own, or a monthly payment's (found through
 * Stripe's invoice payments). Undefined for no gift's.
 */
async function paidWith(tx: Database, payments: Payments, intentId: string) {
  const [gift] = await tx.select().from(donations).where(eq(donations.paymentIntentId, intentId))
  if (gift) return { donationId: gift.id, invoiceId: null }
  const invoiceId = await invoicePaidBy(payments, intentId)
  if (!invoiceId) return undefined
  const [payment] = await tx
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.invoiceId, invoiceId))
  if (!payment) return undefined
  return { donationId: payment.donationId, invoiceId }
}

/**
 * `charge.refunded` for a gift's payment (one-time, or one monthly payment): the charge's refunds
 * settled once each. Undefined when the charge is no gift's.
 */
export async function handleGiftChargeEvent(
  tx: Database,
  event: Stripe.Event,
  payments: Payments,
  now: Date,
): Promise<'applied' | 'unchanged' | undefined> {
  if (event.type !== 'charge.refunded') return undefined
  const charge = event.data.object
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!intentId) return undefined
  const paid = await paidWith(tx, payments, intentId)
  if (!paid) return undefined
  await lockGift(tx, paid.donationId)
  const rows = (
    await tx.select().from(donationRefunds).where(eq(donationRefunds.donationId, paid.donationId))
  ).filter((row) => row.invoiceId === paid.invoiceId)
  const recordElsewhere = async (refund: Stripe.Refund) => {
    await tx.insert(donationRefunds).values({
      donationId: paid.donationId,
      invoiceId: paid.invoiceId,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: reasonOf(refund),
      createdAt: now,
    })
    await syncRefundedTotal(tx, paid.donationId)
  }
  return settleChargeRefunds(tx, payments, giftRefundLedger, charge, rows, recordElsewhere, now)
}
