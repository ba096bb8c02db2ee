import { eq } from 'drizzle-orm'
import { donationMessages, paymentMessages } from '#core/schemas/donation'
import type { Database } from '../../db/client'
import { donations } from '../../db/schema/giving'
import type { Refusal } from '../lib/errors'
import { log } from '../lib/log'
import { parseId } from '../lib/parse-id'
import { applyEventOnce } from '../payments'
import {
  type DonationRow,
  findDonation,
  markDonationFailed,
  markDonationPaid,
  type WebhookContext,
} from './donations'
import { type PayPal, type PayPalCapture, PayPalError } from './paypal'
import { applyPayPalRefund, type PayPalRefundResource } from './paypal-refunds'

export type CaptureResult =
  | { ok: true; status: 'paid' | 'pending' }
  | Refusal<'not-found' | 'not-pending' | 'declined' | 'not-approved' | 'paypal-unavailable'>

/**
 * The capture is the server's alone (decision 041): only a capture that PayPal reports
 * COMPLETED, for this gift (custom_id) and its amount in dollars, makes the gift paid.
 */
function paysGift(row: DonationRow, capture: PayPalCapture) {
  return (
    capture.status === 'COMPLETED' &&
    capture.customId === String(row.id) &&
    capture.amountCents === row.amountCents &&
    capture.currency === 'USD'
  )
}

/** Records a capture that pays the gift; true when this call made it paid (not a racing one). */
function applyCapture(db: Database, row: DonationRow, capture: PayPalCapture, ctx: WebhookContext) {
  return db.transaction(async (tx) => {
    await tx
      .update(donations)
      .set({ paypalCaptureId: capture.captureId ?? null })
      .where(eq(donations.id, row.id))
    return markDonationPaid(tx, row.id, ctx)
  })
}

/** POST /api/donations/:id/paypal/capture, after the donor approved the order in PayPal. */
export async function capturePayPalGift(
  db: Database,
  paypal: PayPal,
  input: { donationId: number; orderId: string },
  ctx: WebhookContext,
): Promise<CaptureResult> {
  const row = await findDonation(db, input.donationId)
  if (row?.paymentMethod !== 'paypal' || row.paypalOrderId !== input.orderId) {
    return { ok: false, reason: 'not-found', error: 'Donation not found' }
  }
  if (row.status === 'paid') return { ok: true, status: 'paid' }
  if (row.status !== 'pending') {
    return { ok: false, reason: 'not-pending', error: paymentMessages.paypalDeclined }
  }
  let capture: PayPalCapture
  try {
    capture = await paypal.captureOrder(input.orderId, `capture-${row.id}`)
  } catch (error) {
    if (error instanceof PayPalError && error.status === 422) {
      const declined = /DECLINED|INSTRUMENT/.test(error.message + (error.name_ ?? ''))
      return {
        ok: false,
        reason: declined ? 'declined' : 'not-approved',
        error: declined ? paymentMessages.paypalDeclined : paymentMessages.paypalNotApproved,
      }
    }
    log.error(
      { err: error },
      `Capturing PayPal order ${input.orderId} of donation ${row.id} failed:`,
    )
    return { ok: false, reason: 'paypal-unavailable', error: donationMessages.paymentUnavailable }
  }
  if (capture.status === 'PENDING') return { ok: true, status: 'pending' }
  if (paysGift(row, capture)) {
    // Paid, by this request or by one racing it (a double click, a second tab): the same answer.
    await applyCapture(db, row, capture, ctx)
    return { ok: true, status: 'paid' }
  }
  log.warn(
    `PayPal capture of order ${input.orderId} (${capture.status}, ${capture.amountCents} ${capture.currency}) does not match donation ${row.id}.`,
  )
  return { ok: false, reason: 'declined', error: paymentMessages.paypalDeclined }
}

interface PayPalEvent {
  id: string
  event_type: string
  /** A capture, or for PAYMENT.CAPTURE.REFUNDED a refund (with its link up to the capture). */
  resource?: PayPalRefundResource
}

/**
 * PayPal's webhook, once verified: a capture completed later (an eCheck) makes the gift paid, a
 * denied one fails it, a refund of it (ours, or made in PayPal's dashboard) is counted once. Each event id is kept (in stripe_events, prefixed `paypal:`) in the same
 * transaction as its effect, so a replay changes nothing.
 */
export function applyPayPalEvent(db: Database, event: PayPalEvent, ctx: WebhookContext) {
  const once = { id: `paypal:${event.id}`, type: event.event_type, now: ctx.now }
  return applyEventOnce(db, once, async (tx) => ({
    outcome: await applyEventEffect(tx, event, ctx),
  }))
}

async function applyEventEffect(tx: Database, event: PayPalEvent, ctx: WebhookContext) {
  const resource = event.resource ?? {}
  // A refund's resource is the refund: its gift is found through the capture it links up to.
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED') {
    return applyPayPalRefund(tx, resource, ctx.now)
  }
  const donationId = parseId(resource.custom_id ?? '')
  const row = donationId === null ? undefined : await findDonation(tx, donationId)
  if (row?.paymentMethod !== 'paypal') return 'ignored'
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    const capture: PayPalCapture = {
      status: resource.status ?? '',
      captureId: resource.id,
      customId: resource.custom_id,
      amountCents: Math.round(Number(resource.amount?.value ?? 'NaN') * 100),
      currency: resource.amount?.currency_code,
    }
    return paysGift(row, capture) && (await applyCapture(tx, row, capture, ctx))
      ? 'applied'
      : 'unchanged'
  }
  if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    return (await markDonationFailed(tx, row.id, ctx)) ? 'applied' : 'unchanged'
  }
  return 'ignored'
}
