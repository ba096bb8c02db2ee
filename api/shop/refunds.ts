import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import { and, asc, eq, lt, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { brand } from '#core/brand'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import {
  fulfilmentMessages,
  type RefundRequest,
  refundMessages,
  restockNeedsLines,
} from '#core/schemas/admin-order'
import { orderMessages } from '#core/schemas/order'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { orderItems, orderRefunds, orders } from '../../db/schema/shop'
import type { Refusal as ErrorRefusal } from '../lib/errors'
import { idempotencyMessages } from '../lib/idempotency-key'
import { log } from '../lib/log'
import { sendMail } from '../mail'
import { recordAudit } from '../ops'
import {
  type Claim,
  type Payments,
  type PendingRefund,
  type RefundLedger,
  reasonOf,
  refusalOf,
  runRefund,
  settleChargeRefunds,
} from '../payments'
import { returnedQuantities, returnToStock } from './returns'

const refundable = new Set(['paid', 'packed', 'shipped', 'delivered', 'cancelled'])

/** Why an order's refund is refused before Stripe is asked; "too much" says what is left. */
type Refusal =
  | {
      reason:
        | 'not-found'
        | 'not-paid'
        | 'bad-line'
        | 'restock-needs-lines'
        | 'key-reused'
        | 'not-returnable'
      error: string
    }
  | { reason: 'too-much'; error: string; refundable: number }

export type RefundResult =
  | { ok: true; refundId: string; amount: number; refunded: number }
  | ({ ok: false } & Refusal)
  | ErrorRefusal<'needs-stripe' | 'stripe-declined' | 'unconfirmed'>

type Line = { productId: number; quantity: number }

/** Locks the order: every refund of one order runs its checks and writes one at a time. */
async function lockOrder(tx: Database, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}

/** Sets the order's refunded total to the sum of its refunds Stripe made, and answers it. */
async function syncRefundedTotal(tx: Database, orderId: number) {
  const [row] = await tx
    .update(orders)
    .set({
      refundedCents: sql`(select coalesce(sum(${orderRefunds.amountCents}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId} and ${orderRefunds.status} = 'succeeded')`,
    })
    .where(eq(orders.id, orderId))
    .returning({ refundedCents: orders.refundedCents })
  return row!.refundedCents
}

/** The buyer's e-mail of a refund made, in the language they ordered in. */
function refundMail(order: typeof orders.$inferSelect, amountCents: number) {
  const { locale } = order
  const amount = formatDollars(centsToDollars(amountCents), locale)
  return {
    to: order.email,
    locale,
    subject: m.email_order_refund_subject({ shop: brand.shortName, id: order.id }, { locale }),
    body: [
      m.email_hi({ name: order.firstName }, { locale }),
      '',
      `${m.email_order_refund_made({ amount, id: order.id }, { locale })} ${m.email_refund_bank_days({}, { locale })}`,
      '',
      m.email_questions({ email: brand.email }, { locale }),
    ].join('\n'),
  }
}

/** The order's refunds pipeline (decision 049): its table, its effects and its words. */
export const orderRefundLedger: RefundLedger = {
  what: 'order',
  metadataKey: 'orderRefundId',

  async complete(tx, rowId, refund, now) {
    const [claimed] = await tx
      .select({ orderId: orderRefunds.orderId })
      .from(orderRefunds)
      .where(eq(orderRefunds.id, rowId))
    if (!claimed) return 0
    const order = (await lockOrder(tx, claimed.orderId))!
    const [row] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', stripeRefundId: refund.id, amountCents: refund.amount })
      .where(and(eq(orderRefunds.id, rowId), eq(orderRefunds.status, 'pending')))
      .returning()
    if (!row) return order.refundedCents
    const restock = row.restock ?? []
    const actor = { id: row.actorId }
    if (restock.length > 0) {
      if (await returnToStock(tx, order.id, restock, actor, now)) {
        await tx.update(orderRefunds).set({ restocked: true }).where(eq(orderRefunds.id, rowId))
      } else {
        // The money is refunded (Stripe said so); the goods were already back in stock.
        log.warn(`Order ${order.id}: refund ${refund.id} asked to restock goods already returned.`)
      }
    }
    await recordAudit(tx, {
      actorId: row.actorId,
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      detail: { refund: refund.id, amountCents: refund.amount, reason: row.reason, restock },
      createdAt: now,
    })
    await sendMail(tx, refundMail(order, refund.amount))
    return syncRefundedTotal(tx, order.id)
  },

  async withdraw(tx, rowId, now, why) {
    const [claimed] = await tx
      .select({ orderId: orderRefunds.orderId })
      .from(orderRefunds)
      .where(eq(orderRefunds.id, rowId))
    if (!claimed) return
    await lockOrder(tx, claimed.orderId)
    const [row] = await tx
      .delete(orderRefunds)
      .where(and(eq(orderRefunds.id, rowId), eq(orderRefunds.status, 'pending')))
      .returning()
    if (!row) return
    await recordAudit(tx, {
      actorId: row.actorId,
      action: 'order.refund_withdrawn',
      entity: 'order',
      entityId: row.orderId,
      detail: { amountCents: row.amountCents, reason: row.reason, why },
      createdAt: now,
    })
  },

  async stalePending(db, before) {
    const rows = await db
      .select({ row: orderRefunds, paymentIntentId: orders.paymentIntentId })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.status, 'pending'), lt(orderRefunds.createdAt, before)))
      .orderBy(asc(orderRefunds.id))
    return rows.map(({ row, paymentIntentId }) => toPending(row, paymentIntentId!))
  },
}

function toPending(row: typeof orderRefunds.$inferSelect, paymentIntentId: string): PendingRefund {
  return {
    id: row.id,
    paymentIntentId,
    amountCents: row.amountCents,
    idempotencyKey: row.stripeIdempotencyKey!,
    metadata: { orderId: String(row.orderId), reason: row.reason ?? '' },
  }
}

/** A request in one spelling (lines by product), to compare a retry with the first. */
function askedFor(request: RefundRequest): Record<string, unknown> {
  const lines = request.lines && [...request.lines].sort((a, b) => a.productId - b.productId)
  return {
    amount: request.amount ?? null,
    lines: lines?.map((l) => [l.productId, l.quantity]) ?? null,
    reason: request.reason,
    restock: request.restock,
  }
}

/**
 * The claim of a refund of an order, under the order's lock: what is left counts the refunds
 * made and pending; the goods to restock must not be back already, nor promised to a pending
 * refund. A key used before answers that refund, or 422 when the request differs.
 */
async function claimOrderRefund(
  tx: Database,
  orderId: number,
  request: RefundRequest,
  actor: { id: number },
  clientKey: string | undefined,
  now: Date,
): Promise<Claim<Refusal>> {
  const refuse = (refusal: Refusal) => ({ kind: 'refused' as const, refusal })
  const order = await lockOrder(tx, orderId)
  if (!order) return refuse({ reason: 'not-found', error: fulfilmentMessages.notFound })
  if (!order.paymentIntentId || !refundable.has(order.status)) {
    return refuse({ reason: 'not-paid', error: refundMessages.notPaid })
  }
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  const claims = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id))
  const left = order.totalCents - claims.reduce((sum, row) => sum + row.amountCents, 0)

  let amountCents: number
  let restock: Line[] = []
  if (request.lines) {
    amountCents = 0
    for (const line of request.lines) {
      const item = items.find((i) => i.productId === line.productId)
      if (!item || line.quantity > item.quantity) {
        return refuse({ reason: 'bad-line', error: refundMessages.badLine })
      }
      amountCents += item.unitPriceCents * line.quantity
    }
    if (request.restock) restock = request.lines
  } else {
    amountCents = request.amount === undefined ? left : dollarsToCents(request.amount)
    if (restockNeedsLines(request, { totalCents: order.totalCents, leftCents: left })) {
      return refuse({ reason: 'restock-needs-lines', error: refundMessages.restockNeedsLines })
    }
    if (request.restock) restock = items
  }

  const idempotencyKey = clientKey ? `refund-${orderId}-${clientKey}` : undefined
  const asked = askedFor(request)
  const earlier =
    idempotencyKey && claims.find((row) => row.stripeIdempotencyKey === idempotencyKey)
  if (earlier) {
    if (!isDeepStrictEqual(earlier.request, asked)) {
      return refuse({ reason: 'key-reused', error: idempotencyMessages.reused })
    }
    if (earlier.status === 'succeeded') {
      const made = { stripeRefundId: earlier.stripeRefundId!, amountCents: earlier.amountCents }
      return { kind: 'made', ...made }
    }
    return { kind: 'claimed', pending: toPending(earlier, order.paymentIntentId) }
  }

  if (restock.length > 0) {
    // Only what has not come back already, nor is promised to a pending refund, goes back.
    const back = new Map(
      (await returnedQuantities(tx, orderId)).map((r) => [r.productId, r.quantity]),
    )
    for (const row of claims.filter((r) => r.status === 'pending')) {
      for (const line of row.restock ?? []) {
        back.set(line.productId, (back.get(line.productId) ?? 0) + line.quantity)
      }
    }
    const fromRequest = request.lines !== undefined
    restock = restock
      .map((line) => ({
        productId: line.productId,
        quantity: line.quantity - (fromRequest ? 0 : (back.get(line.productId) ?? 0)),
      }))
      .filter((line) => line.quantity > 0)
    if (fromRequest) {
      for (const line of restock) {
        const ordered = items.find((i) => i.productId === line.productId)!.quantity
        if (line.quantity > ordered - (back.get(line.productId) ?? 0)) {
          return refuse({ reason: 'not-returnable', error: refundMessages.notReturnable })
        }
      }
    }
  }
  if (amountCents > left || left <= 0) {
    const rest = centsToDollars(Math.max(left, 0))
    return refuse({
      reason: 'too-much',
      error: refundMessages.tooMuch(formatDollars(rest)),
      refundable: rest,
    })
  }

  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId,
      status: 'pending',
      stripeIdempotencyKey: idempotencyKey ?? `order-refund-${orderId}-${randomUUID()}`,
      amountCents,
      request: asked,
      reason: request.reason,
      restock: restock.length > 0 ? restock : null,
      actorId: actor.id,
      createdAt: now,
    })
    .returning()
  return { kind: 'claimed', pending: toPending(row!, order.paymentIntentId) }
}

/**
 * Refunds an order through Stripe's Refunds API (decisions 031, 049): the whole rest, an
 * amount, or chosen lines; the goods go back on the shelf when staff say they came back.
 */
export async function refundOrder(
  ctx: { db: Database; payments: Payments | null; now: Date; idempotencyKey?: string },
  orderId: number,
  request: RefundRequest,
  actor: { id: number },
): Promise<RefundResult> {
  const { db, payments, now } = ctx
  const claim = (tx: Database) =>
    claimOrderRefund(tx, orderId, request, actor, ctx.idempotencyKey, now)
  if (!payments) {
    const refusal = await refusalOf(db, claim)
    if (refusal) return { ok: false, ...refusal }
    return { ok: false, reason: 'needs-stripe', error: orderMessages.refundsNeedStripe }
  }
  const outcome = await runRefund(
    { db, payments, now },
    orderRefundLedger,
    claim,
    async () => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!.refundedCents,
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
      return { ok: false, reason: 'unconfirmed', error: refundMessages.unconfirmed }
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
 * `charge.refunded` for an order's payment: the charge's refunds settled once each, so the
 * order shows every refund whoever made it. Undefined for no order's charge.
 */
export async function applyChargeRefunded(
  tx: Database,
  payments: Payments,
  charge: Stripe.Charge,
  now: Date,
): Promise<'applied' | 'unchanged' | undefined> {
  const intentId =
    typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id
  if (!intentId) return undefined
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.paymentIntentId, intentId))
  if (!found) return undefined
  await lockOrder(tx, found.id)
  const rows = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, found.id))
  const recordElsewhere = async (refund: Stripe.Refund) => {
    await tx.insert(orderRefunds).values({
      orderId: found.id,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: reasonOf(refund),
      createdAt: now,
    })
    await syncRefundedTotal(tx, found.id)
  }
  return settleChargeRefunds(tx, payments, orderRefundLedger, charge, rows, recordElsewhere, now)
}

/** `charge.dispute.created`: the order is flagged for staff. */
export async function applyDisputeCreated(tx: Database, dispute: Stripe.Dispute, now: Date) {
  const intentId =
    typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id
  if (!intentId) return undefined
  const [row] = await tx
    .update(orders)
    .set({ disputedAt: sql`coalesce(${orders.disputedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(orders.paymentIntentId, intentId))
    .returning({ id: orders.id })
  if (!row) return undefined
  await recordAudit(tx, {
    action: 'order.disputed',
    entity: 'order',
    entityId: row.id,
    detail: { dispute: dispute.id, reason: dispute.reason, amountCents: dispute.amount },
    createdAt: now,
  })
  return 'applied' as const
}

/** The shop's share of charge events: refunds and disputes of an order's payment. */
export async function handleOrderChargeEvent(
  tx: Database,
  event: Stripe.Event,
  payments: Payments,
  now: Date,
): Promise<'applied' | 'unchanged' | undefined> {
  if (event.type === 'charge.refunded') {
    return applyChargeRefunded(tx, payments, event.data.object, now)
  }
  if (event.type === 'charge.dispute.created') {
    return applyDisputeCreated(tx, event.data.object, now)
  }
  return undefined
}
