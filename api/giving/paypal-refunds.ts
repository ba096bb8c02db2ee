import { and, asc, eq, isNotNull, lt } from 'drizzle-orm'
import { centsToDollars } from '#core/money'
import type { GiftRefund } from '#core/schemas/admin-donation'
import { giftRefundMessages } from '#core/schemas/admin-donation'
import type { Database } from '../../db/client'
import { donationRefunds, donations } from '../../db/schema/giving'
import { describeError } from '../lib/errors'
import { log } from '../lib/log'
import {
  claimGiftRefund,
  completeGiftRefund,
  type GiftRefundResult,
  lockGift,
  syncRefundedTotal,
  withdrawGiftRefund,
} from './gift-refund-claims'
import { type PayPal, PayPalError, type PayPalRefund } from './paypal'

/**
 * Refunds of PayPal gifts (decision 076), the way card gifts' go through Stripe (decision 049):
 * claimed under the gift's lock as a pending row with its own PayPal-Request-Id, asked of
 * PayPal outside any transaction, then completed or withdrawn. A lost answer leaves the row
 * pending; asking again with the same PayPal-Request-Id (the sweep does, PayPal keeps it 45
 * days) answers the refund already made instead of making another. PayPal's
 * PAYMENT.CAPTURE.REFUNDED webhook completes ours and records those made in PayPal's dashboard,
 * each once.
 */

type RefundRow = typeof donationRefunds.$inferSelect

/** What PayPal said to a refund: made, refused (nothing made), or nothing certain. */
type PayPalAnswer =
  | { kind: 'made'; refund: PayPalRefund }
  | { kind: 'declined'; error: string }
  | { kind: 'unknown' }

/** The custom_id that names our pending row in PayPal's refund, and so in its webhook. */
const customIdOf = (rowId: number) => `donation-refund-${rowId}`

async function askPayPal(paypal: PayPal, captureId: string, row: RefundRow) {
  try {
    const refund = await paypal.refundCapture({
      captureId,
      amountCents: row.amountCents,
      requestId: row.paypalRequestId!,
      customId: customIdOf(row.id),
      noteToPayer: row.reason ?? '',
    })
    if (refund.status === 'FAILED' || refund.status === 'CANCELLED') {
      return { kind: 'declined', error: `PayPal answered ${refund.status}` } satisfies PayPalAnswer
    }
    return { kind: 'made', refund } satisfies PayPalAnswer
  } catch (error) {
    log.error(`Refunding PayPal gift (refund ${row.id}) failed: ${describeError(error)}`)
    // A 4xx other than a conflict or a rate limit is PayPal's refusal: nothing was made.
    if (error instanceof PayPalError && error.status >= 400 && error.status < 500) {
      if (error.status !== 409 && error.status !== 429) {
        return { kind: 'declined', error: error.message } satisfies PayPalAnswer
      }
    }
    return { kind: 'unknown' } satisfies PayPalAnswer
  }
}

/** Settles one pending row with PayPal's answer; the refunded total when it was made. */
async function settle(db: Database, row: RefundRow, answer: PayPalAnswer, now: Date) {
  if (answer.kind === 'made') {
    return db.transaction((tx) =>
      completeGiftRefund(
        tx,
        row.id,
        { paypalRefundId: answer.refund.id },
        answer.refund.amountCents,
        now,
      ),
    )
  }
  if (answer.kind === 'declined')
    await db.transaction((tx) => withdrawGiftRefund(tx, row.id, now, answer.error))
  return undefined
}

/** Refunds a PayPal gift, an amount or the rest, through PayPal's Payments API. */
export async function refundPayPalGift(
  ctx: { db: Database; paypal: PayPal | null; now: Date; idempotencyKey?: string },
  gift: typeof donations.$inferSelect,
  request: GiftRefund,
  actor: { id: number },
): Promise<GiftRefundResult> {
  const { db, paypal, now } = ctx
  if (!paypal) return { ok: false, reason: 'needs-paypal', error: giftRefundMessages.needsPayPal }
  const claim = await db.transaction((tx) =>
    claimGiftRefund(tx, gift.id, request, { kind: 'paypal' }, actor, ctx.idempotencyKey, now),
  )
  if (claim.kind === 'refused') return { ok: false, ...claim.refusal }
  if (claim.kind === 'made') {
    const [after] = await db.select().from(donations).where(eq(donations.id, gift.id))
    return {
      ok: true,
      refundId: claim.refundId,
      amount: centsToDollars(claim.amountCents),
      refunded: centsToDollars(after!.refundedCents),
    }
  }
  const answer = await askPayPal(paypal, gift.paypalCaptureId!, claim.row)
  const total = await settle(db, claim.row, answer, now)
  if (answer.kind === 'unknown') {
    return { ok: false, reason: 'unconfirmed', error: giftRefundMessages.paypalUnconfirmed }
  }
  if (answer.kind === 'declined') {
    return { ok: false, reason: 'paypal-declined', error: answer.error }
  }
  return {
    ok: true,
    refundId: answer.refund.id,
    amount: centsToDollars(answer.refund.amountCents),
    refunded: centsToDollars(total!),
  }
}

/**
 * The maintenance sweep's share: each PayPal refund left pending longer than `graceMs` (its
 * answer was lost) is asked again with its own PayPal-Request-Id, which answers the refund made
 * or makes it now; a refusal withdraws it. A PayPal that does not answer leaves it for next time.
 */
export async function settleStalePayPalRefunds(
  db: Database,
  paypal: PayPal,
  now: Date,
  graceMs: number,
) {
  const stale = await db
    .select({ row: donationRefunds, captureId: donations.paypalCaptureId })
    .from(donationRefunds)
    .innerJoin(donations, eq(donations.id, donationRefunds.donationId))
    .where(
      and(
        eq(donationRefunds.status, 'pending'),
        isNotNull(donationRefunds.paypalRequestId),
        lt(donationRefunds.createdAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .orderBy(asc(donationRefunds.id))
  const settled = { completed: 0, withdrawn: 0 }
  for (const { row, captureId } of stale) {
    const answer = await askPayPal(paypal, captureId!, row)
    await settle(db, row, answer, now)
    if (answer.kind === 'made') settled.completed++
    if (answer.kind === 'declined') settled.withdrawn++
  }
  return settled
}

/** PAYMENT.CAPTURE.REFUNDED's resource: the refund, linked up to the capture it returns. */
export interface PayPalRefundResource {
  id?: string
  status?: string
  custom_id?: string
  amount?: { value?: string; currency_code?: string }
  links?: { href?: string; rel?: string }[]
}

/**
 * PAYMENT.CAPTURE.REFUNDED, verified, in the event's transaction: a refund of a PayPal gift's
 * capture is counted once — ours completed (its custom_id names the pending row), one made in
 * PayPal's dashboard recorded — whichever way and however often it arrives.
 */
export async function applyPayPalRefund(
  tx: Database,
  resource: PayPalRefundResource,
  now: Date,
): Promise<'applied' | 'unchanged' | 'ignored'> {
  const up = resource.links?.find((link) => link.rel === 'up')?.href ?? ''
  const captureId = /\/v2\/payments\/captures\/([A-Za-z0-9]+)$/.exec(up)?.[1]
  const amountCents = Math.round(Number(resource.amount?.value ?? 'NaN') * 100)
  if (!captureId || !resource.id || !(amountCents > 0) || resource.status === 'FAILED') {
    return 'ignored'
  }
  const [paid] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.paypalCaptureId, captureId), eq(donations.paymentMethod, 'paypal')))
  if (!paid) return 'ignored'
  await lockGift(tx, paid.id)
  const rows = await tx
    .select()
    .from(donationRefunds)
    .where(eq(donationRefunds.donationId, paid.id))
  if (rows.some((row) => row.paypalRefundId === resource.id)) return 'unchanged'
  const ours = rows.find(
    (row) => row.status === 'pending' && customIdOf(row.id) === resource.custom_id,
  )
  if (ours) {
    await completeGiftRefund(tx, ours.id, { paypalRefundId: resource.id }, amountCents, now)
    return 'applied'
  }
  await tx.insert(donationRefunds).values({
    donationId: paid.id,
    paypalRefundId: resource.id,
    amountCents,
    reason: 'Refunded in PayPal',
    createdAt: now,
  })
  await syncRefundedTotal(tx, paid.id)
  return 'applied'
}
