import { and, eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { type GiftRefund, giftRefundMessages } from '#core/schemas/admin-donation'
import { orderMessages } from '#core/schemas/order'
import type { Database } from '../../db/client'
import { auditLog, donationPayments, donationRefunds, donations } from '../../db/schema'
import { sendMail } from '../lib/mailer'
import { createRefund, invoicePaidBy, type Payments } from '../lib/stripe'

export type GiftRefundResult =
  | { ok: true; refundId: string; amount: number; refunded: number }
  | { ok: false; status: 400 | 404 | 409 | 502 | 503; error: string }

/** Records a refund of a gift once per Stripe refund id; the gift's total is their sum. */
async function recordGiftRefund(
  tx: Database,
  donationId: number,
  refund: { id: string; amount: number; reason: string | null; invoiceId: string | null },
  by: { actorId: number | null; now: Date },
) {
  await tx
    .insert(donationRefunds)
    .values({
      donationId,
      invoiceId: refund.invoiceId,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: refund.reason,
      actorId: by.actorId,
      createdAt: by.now,
    })
    .onConflictDoUpdate({
      // The webhook may have recorded it first: staff's reason and name complete it.
      target: donationRefunds.stripeRefundId,
      set:
        by.actorId === null
          ? { amountCents: refund.amount }
          : { reason: refund.reason, actorId: by.actorId },
    })
  const [row] = await tx
    .update(donations)
    .set({
      refundedCents: sql`(select coalesce(sum(${donationRefunds.amountCents}), 0) from ${donationRefunds} where ${donationRefunds.donationId} = ${donationId})`,
    })
    .where(eq(donations.id, donationId))
    .returning({ refundedCents: donations.refundedCents })
  return row!.refundedCents
}

type GiftRow = typeof donations.$inferSelect

/** What was refunded of one monthly payment, in cents. */
async function refundedOfInvoice(db: Database, invoiceId: string) {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${donationRefunds.amountCents}), 0)` })
    .from(donationRefunds)
    .where(eq(donationRefunds.invoiceId, invoiceId))
  return Number(row?.cents ?? 0)
}

/**
 * What a refund of this gift draws on: a one-time card gift that was paid, or one monthly payment
 * (its invoice); how much of it is left to refund.
 */
async function refundTarget(
  db: Database,
  gift: GiftRow,
  invoiceId: string | undefined,
): Promise<{ invoiceId: string | null; left: number } | { status: 400 | 409; error: string }> {
  if (gift.type === 'one-time') {
    if (gift.status !== 'paid' || !gift.paymentIntentId) {
      return { status: 409, error: giftRefundMessages.notRefundable }
    }
    return { invoiceId: null, left: gift.amountCents - gift.refundedCents }
  }
  if (!invoiceId) return { status: 400, error: giftRefundMessages.choosePayment }
  const [payment] = await db
    .select()
    .from(donationPayments)
    .where(and(eq(donationPayments.donationId, gift.id), eq(donationPayments.invoiceId, invoiceId)))
  if (!payment) return { status: 400, error: giftRefundMessages.notThisGift }
  return { invoiceId, left: payment.amountCents - (await refundedOfInvoice(db, invoiceId)) }
}

/** The PaymentIntent that paid a monthly invoice, as Stripe's invoice payments say. */
async function invoicePaymentIntent(payments: Payments, invoiceId: string) {
  const list = await payments.stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 })
  const paid = list.data.find((p) => p.status === 'paid' && p.payment.type === 'payment_intent')
  const intent = paid?.payment.payment_intent
  return typeof intent === 'string' ? intent : intent?.id
}

/**
 * Refunds a card gift through Stripe's Refunds API (decision 035): a one-time gift or one
 * monthly payment, an amount or the rest. Stripe first, then the database, so a refund Stripe refused changes nothing here. The
 * donor is told, and the receipt and the year's figures count only what was kept.
 */
export async function refundGift(
  ctx: { db: Database; payments: Payments | null; now: Date; idempotencyKey?: string },
  donationId: number,
  request: GiftRefund,
  actor: { id: number },
): Promise<GiftRefundResult> {
  const { db, payments, now } = ctx
  const [gift] = await db.select().from(donations).where(eq(donations.id, donationId))
  if (!gift) return { ok: false, status: 404, error: giftRefundMessages.notFound }
  const target = await refundTarget(db, gift, request.invoiceId)
  if ('error' in target) return { ok: false, ...target }
  const { left } = target
  const amountCents = request.amount === undefined ? left : dollarsToCents(request.amount)
  if (left <= 0 || amountCents > left) {
    return {
      ok: false,
      status: 409,
      error: giftRefundMessages.tooMuch(formatDollars(centsToDollars(left))),
    }
  }
  if (!payments) return { ok: false, status: 503, error: orderMessages.paymentNotConfigured }
  const paymentIntentId =
    target.invoiceId === null
      ? gift.paymentIntentId!
      : await invoicePaymentIntent(payments, target.invoiceId)
  if (!paymentIntentId) {
    return { ok: false, status: 409, error: giftRefundMessages.noCardPayment }
  }

  const created = await createRefund(payments, {
    paymentIntentId,
    amountCents,
    metadata: {
      donationId: String(donationId),
      reason: request.reason,
      ...(target.invoiceId ? { invoiceId: target.invoiceId } : {}),
    },
    ...(ctx.idempotencyKey
      ? { idempotencyKey: `gift-refund-${donationId}-${ctx.idempotencyKey}` }
      : {}),
    what: `donation ${donationId}`,
  })
  if (!created.ok) {
    return { ok: false, status: 502, error: created.error || orderMessages.paymentUnavailable }
  }
  const { refund } = created

  const refunded = await db.transaction(async (tx) => {
    const total = await recordGiftRefund(
      tx,
      donationId,
      { id: refund.id, amount: refund.amount, reason: request.reason, invoiceId: target.invoiceId },
      { actorId: actor.id, now },
    )
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'donation.refund',
      entity: 'donation',
      entityId: donationId,
      detail: {
        refund: refund.id,
        amountCents: refund.amount,
        reason: request.reason,
        invoiceId: target.invoiceId,
      },
      createdAt: now,
    })
    if (gift.donorEmail) {
      await sendMail(tx, {
        to: gift.donorEmail,
        subject: `A refund of your donation #${donationId}`,
        body: [
          `Dear ${gift.donorName},`,
          '',
          `We refunded ${formatDollars(centsToDollars(refund.amount))} of your donation #${donationId} to the card you gave with. Banks usually show it within 5-10 business days.`,
          '',
          `Your receipt now shows ${formatDollars(centsToDollars(gift.amountCents - total))} as the amount you gave.`,
        ].join('\n'),
      })
    }
    return total
  })
  return {
    ok: true,
    refundId: refund.id,
    amount: centsToDollars(refund.amount),
    refunded: centsToDollars(refunded),
  }
}

/**
 * Which gift a PaymentIntent paid: a one-time gift's own, or a monthly payment's (found through
 * Stripe's invoice payments); with what is already refunded of it. Undefined for no gift's.
 */
async function paidWith(tx: Database, payments: Payments, intentId: string) {
  const [gift] = await tx.select().from(donations).where(eq(donations.paymentIntentId, intentId))
  if (gift) return { donationId: gift.id, invoiceId: null, refundedCents: gift.refundedCents }
  const invoiceId = await invoicePaidBy(payments, intentId)
  if (!invoiceId) return undefined
  const [payment] = await tx
    .select()
    .from(donationPayments)
    .where(eq(donationPayments.invoiceId, invoiceId))
  if (!payment) return undefined
  const refundedCents = await refundedOfInvoice(tx, invoiceId)
  return { donationId: payment.donationId, invoiceId, refundedCents }
}

/**
 * `charge.refunded` for a gift's payment (refunded here or in the Stripe dashboard): each of the
 * charge's refunds recorded once. Undefined when the charge is no gift's.
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
  if (charge.amount_refunded <= paid.refundedCents) return 'unchanged'
  const refunds = await payments.stripe.refunds.list({ charge: charge.id, limit: 100 })
  for (const refund of refunds.data) {
    await recordGiftRefund(
      tx,
      paid.donationId,
      {
        id: refund.id,
        amount: refund.amount,
        reason: refund.metadata?.reason ?? 'Refunded in the Stripe dashboard',
        invoiceId: paid.invoiceId,
      },
      { actorId: null, now },
    )
  }
  return 'applied'
}
