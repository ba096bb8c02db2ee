import { and, asc, eq, isNotNull, lt } from 'drizzle-orm'
import type Stripe from 'stripe'
import { centsToDollars } from '#core/money'
import { type GiftRefund, giftRefundMessages } from '#core/schemas/admin-donation'
import { orderMessages } from '#core/schemas/order'
import type { Database } from '../../db/client'
import { donationPayments, donationRefunds, donations } from '../../db/schema/giving'
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
import {
  claimGiftRefund,
  completeGiftRefund,
  type GiftClaim,
  type GiftRefundResult,
  lockGift,
  type RefundRow,
  type Refusal,
  syncRefundedTotal,
  withdrawGiftRefund,
} from './gift-refund-claims'
import type { PayPal } from './paypal'
import { refundPayPalGift } from './paypal-refunds'

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

  complete: (tx, rowId, refund, now) =>
    completeGiftRefund(tx, rowId, { stripeRefundId: refund.id }, refund.amount, now),

  withdraw: withdrawGiftRefund,

  async stalePending(db, before) {
    const rows = await db
      .select()
      .from(donationRefunds)
      .where(
        and(
          eq(donationRefunds.status, 'pending'),
          lt(donationRefunds.createdAt, before),
          isNotNull(donationRefunds.stripeIdempotencyKey),
        ),
      )
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

/** A gift's claim as the Stripe refunds pipeline takes it. */
async function stripeClaim(claimed: Promise<GiftClaim>): Promise<Claim<Refusal>> {
  const claim = await claimed
  if (claim.kind === 'claimed') {
    return { kind: 'claimed', pending: toPending(claim.row, paymentIntentOf(claim.row)) }
  }
  if (claim.kind === 'made') {
    return { kind: 'made', stripeRefundId: claim.refundId, amountCents: claim.amountCents }
  }
  return claim
}

/**
 * Refunds a card or bank gift through Stripe's Refunds API (decisions 035, 049), a PayPal gift
 * through PayPal's (076): a one-time gift or one
 * monthly payment, an amount or the rest. The donor is told, and the receipt and the year's
 * figures count only what was kept.
 */
export async function refundGift(
  ctx: {
    db: Database
    payments: Payments | null
    paypal: PayPal | null
    now: Date
    idempotencyKey?: string
  },
  donationId: number,
  request: GiftRefund,
  actor: { id: number },
): Promise<GiftRefundResult> {
  const { db, payments, now } = ctx
  // A PayPal gift goes back through PayPal (decision 076).
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId))
  if (gift?.paymentMethod === 'paypal') return refundPayPalGift(ctx, gift, request, actor)
  const claim = (monthlyIntent: string | undefined) => (tx: Database) =>
    stripeClaim(
      claimGiftRefund(
        tx,
        donationId,
        request,
        {
          kind: 'stripe',
          paymentIntentFor: async (gift) =>
            gift.type === 'one-time' ? gift.paymentIntentId! : monthlyIntent,
        },
        actor,
        ctx.idempotencyKey,
        now,
      ),
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
