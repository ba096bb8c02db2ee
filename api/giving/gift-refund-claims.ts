import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { and, eq, sql } from 'drizzle-orm'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { type GiftRefund, giftRefundMessages } from '#core/schemas/admin-donation'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { donationPayments, donationRefunds, donations } from '../../db/schema/giving'
import type { Refusal as ErrorRefusal } from '../lib/errors'
import { idempotencyMessages } from '../lib/idempotency-key'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'

/**
 * What every refund of a gift shares, whichever provider makes it (decisions 049, 076): the
 * gift's lock, the claim of what is left, and the completion that applies its effects once.
 */

/** Why a gift's refund is refused before Stripe is asked; "too much" says what is left. */
export type Refusal =
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
  | ErrorRefusal<
      | 'needs-stripe'
      | 'needs-paypal'
      | 'stripe-unavailable'
      | 'stripe-declined'
      | 'paypal-declined'
      | 'unconfirmed'
    >

export type RefundRow = typeof donationRefunds.$inferSelect

/** Locks the gift: every refund of one gift runs its checks and writes one at a time. */
export async function lockGift(tx: Database, donationId: number) {
  const [gift] = await tx.select().from(donations).where(eq(donations.id, donationId)).for('update')
  return gift
}

/** Sets the gift's refunded total to the sum of its refunds Stripe made, and answers it. */
export async function syncRefundedTotal(tx: Database, donationId: number) {
  const [row] = await tx
    .update(donations)
    .set({
      refundedCents: sql`(select coalesce(sum(${donationRefunds.amountCents}), 0) from ${donationRefunds} where ${donationRefunds.donationId} = ${donationId} and ${donationRefunds.status} = 'succeeded')`,
    })
    .where(eq(donations.id, donationId))
    .returning({ refundedCents: donations.refundedCents })
  return row!.refundedCents
}

/** The donor's e-mail of a refund made, in the language they gave in. */
function refundMail(
  gift: typeof donations.$inferSelect,
  amountCents: number,
  refundedCents: number,
) {
  const { locale } = gift
  const dollars = (cents: number) => formatDollars(centsToDollars(cents), locale)
  const made = { amount: dollars(amountCents), id: gift.id }
  // How the money goes back, and how soon the donor sees it.
  const [wayBack, when] =
    gift.paymentMethod === 'paypal'
      ? [
          m.email_gift_refund_paypal(made, { locale }),
          m.email_gift_refund_paypal_days({}, { locale }),
        ]
      : [
          gift.paymentMethod === 'bank'
            ? m.email_gift_refund_bank(made, { locale })
            : m.email_gift_refund_card(made, { locale }),
          m.email_refund_bank_days({}, { locale }),
        ]
  return {
    to: gift.donorEmail!,
    locale,
    subject: m.email_gift_refund_subject({ id: gift.id }, { locale }),
    body: [
      m.email_dear({ name: gift.donorName ?? '' }, { locale }),
      '',
      `${wayBack} ${when}`,
      '',
      m.email_gift_refund_receipt(
        { amount: dollars(gift.amountCents - refundedCents) },
        { locale },
      ),
    ].join('\n'),
  }
}

/**
 * Completes a pending refund of a gift that its provider made (Stripe's or PayPal's refund id)
 * and applies its effects once, whoever calls first: the audit, the gift's refunded total, the
 * donor's e-mail. Answers the gift's refunded total, in cents.
 */
export async function completeGiftRefund(
  tx: Database,
  rowId: number,
  made: { stripeRefundId: string } | { paypalRefundId: string },
  amountCents: number,
  now: Date,
) {
  const [claimed] = await tx
    .select({ donationId: donationRefunds.donationId })
    .from(donationRefunds)
    .where(eq(donationRefunds.id, rowId))
  if (!claimed) return 0
  const gift = (await lockGift(tx, claimed.donationId))!
  const [row] = await tx
    .update(donationRefunds)
    .set({ status: 'succeeded', ...made, amountCents })
    .where(and(eq(donationRefunds.id, rowId), eq(donationRefunds.status, 'pending')))
    .returning()
  if (!row) return gift.refundedCents
  await recordAudit(tx, {
    actorId: row.actorId,
    action: 'donation.refund',
    entity: 'donation',
    entityId: gift.id,
    detail: {
      refund: 'stripeRefundId' in made ? made.stripeRefundId : made.paypalRefundId,
      amountCents,
      reason: row.reason,
      invoiceId: row.invoiceId,
    },
    createdAt: now,
  })
  const total = await syncRefundedTotal(tx, gift.id)
  if (gift.donorEmail) await sendMail(tx, refundMail(gift, amountCents, total))
  return total
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
    if (gift.status !== 'paid' || !(gift.paymentIntentId || gift.paypalCaptureId)) {
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

/** Who makes a gift's refund: Stripe (from a PaymentIntent), or PayPal (from its capture). */
type Provider =
  | {
      kind: 'stripe'
      paymentIntentFor: (gift: typeof donations.$inferSelect) => Promise<string | undefined>
    }
  | { kind: 'paypal' }

/** A gift's refund claimed: the pending row, one already made for the same key, or a refusal. */
export type GiftClaim =
  | { kind: 'claimed'; row: RefundRow }
  | { kind: 'made'; refundId: string; amountCents: number }
  | { kind: 'refused'; refusal: Refusal }

/**
 * The claim of a refund of a gift, under the gift's lock (decisions 049, 076): what is left is
 * computed from the refunds made or pending, and the refund written as pending with the key its
 * provider is sent (Stripe's Idempotency-Key, PayPal's PayPal-Request-Id).
 */
export async function claimGiftRefund(
  tx: Database,
  donationId: number,
  request: GiftRefund,
  provider: Provider,
  actor: { id: number },
  clientKey: string | undefined,
  now: Date,
): Promise<GiftClaim> {
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
    idempotencyKey &&
    claims.find(
      (row) =>
        row.stripeIdempotencyKey === idempotencyKey || row.paypalRequestId === idempotencyKey,
    )
  if (earlier) {
    const { paymentIntentId, ...first } = (earlier.request ?? {}) as Record<string, unknown>
    if (!isDeepStrictEqual(first, asked)) {
      return refuse({ reason: 'key-reused', error: idempotencyMessages.reused })
    }
    if (earlier.status === 'succeeded') {
      const refundId = (earlier.stripeRefundId ?? earlier.paypalRefundId)!
      return { kind: 'made', refundId, amountCents: earlier.amountCents }
    }
    return { kind: 'claimed', row: earlier }
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
  const key = idempotencyKey ?? `gift-refund-${donationId}-${randomUUID()}`
  let via: Partial<typeof donationRefunds.$inferInsert>
  if (provider.kind === 'stripe') {
    const paymentIntentId = await provider.paymentIntentFor(gift)
    if (!paymentIntentId)
      return refuse({ reason: 'no-card-payment', error: giftRefundMessages.noCardPayment })
    via = { stripeIdempotencyKey: key, request: { ...asked, paymentIntentId } }
  } else {
    via = { paypalRequestId: key, request: asked }
  }
  const [row] = await tx
    .insert(donationRefunds)
    .values({
      donationId,
      status: 'pending',
      invoiceId: target.invoiceId,
      amountCents,
      reason: request.reason,
      actorId: actor.id,
      createdAt: now,
      ...via,
    })
    .returning()
  return { kind: 'claimed', row: row! }
}

/** Withdraws a pending refund its provider did not make (refused, or unknown to it), once. */
export async function withdrawGiftRefund(tx: Database, rowId: number, now: Date, why: string) {
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
}
