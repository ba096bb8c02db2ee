import { eq, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import { brand } from '#core/brand'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import { fulfilmentMessages, type RefundRequest, refundMessages } from '#core/schemas/admin-order'
import { orderMessages } from '#core/schemas/order'
import type { Database } from '../../db/client'
import { auditLog, orderItems, orderRefunds, orders } from '../../db/schema'
import { log } from '../lib/log'
import { sendMail } from '../lib/mailer'
import { createRefund, type Payments } from '../lib/stripe'
import { returnedQuantities, returnToStock } from './returns'

const refundable = new Set(['paid', 'packed', 'shipped', 'delivered', 'cancelled'])

export type RefundResult =
  | { ok: true; refundId: string; amount: number; refunded: number }
  | { ok: false; status: 400 | 404 | 409 | 502 | 503; error: string }

/**
 * Records a Stripe refund of an order (made here or in the dashboard) once per refund id, and
 * sets the order's refunded total to the sum of its refunds.
 */
async function recordRefund(
  tx: Database,
  orderId: number,
  refund: { id: string; amount: number; reason: string | null },
  by: { actorId: number | null; restocked: boolean; now: Date },
) {
  await tx
    .insert(orderRefunds)
    .values({
      orderId,
      stripeRefundId: refund.id,
      amountCents: refund.amount,
      reason: refund.reason,
      restocked: by.restocked,
      actorId: by.actorId,
      createdAt: by.now,
    })
    .onConflictDoUpdate({
      // The webhook may have recorded it first: staff's reason and name complete it.
      target: orderRefunds.stripeRefundId,
      set:
        by.actorId === null
          ? { amountCents: refund.amount }
          : {
              reason: refund.reason,
              restocked: by.restocked,
              actorId: by.actorId,
            },
    })
  const [row] = await tx
    .update(orders)
    .set({
      refundedCents: sql`(select coalesce(sum(${orderRefunds.amountCents}), 0) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId})`,
    })
    .where(eq(orders.id, orderId))
    .returning({ refundedCents: orders.refundedCents })
  return row!.refundedCents
}

/**
 * Refunds an order through Stripe's Refunds API (decision 031): the whole rest, an amount, or
 * chosen lines; the goods go back on the shelf when staff say they came back. Stripe first, then
 * the database: a refund Stripe refused changes nothing here.
 */
export async function refundOrder(
  ctx: { db: Database; payments: Payments | null; now: Date; idempotencyKey?: string },
  orderId: number,
  request: RefundRequest,
  actor: { id: number },
): Promise<RefundResult> {
  const { db, payments, now } = ctx
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return { ok: false, status: 404, error: fulfilmentMessages.notFound }
  if (!order.paymentIntentId || !refundable.has(order.status)) {
    return { ok: false, status: 409, error: refundMessages.notPaid }
  }
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
  const left = order.totalCents - order.refundedCents

  let amountCents: number
  let restock: { productId: number; quantity: number }[] = []
  if (request.lines) {
    amountCents = 0
    for (const line of request.lines) {
      const item = items.find((i) => i.productId === line.productId)
      if (!item || line.quantity > item.quantity) {
        return { ok: false, status: 400, error: refundMessages.badLine }
      }
      amountCents += item.unitPriceCents * line.quantity
    }
    if (request.restock) restock = request.lines
  } else {
    amountCents = request.amount === undefined ? left : dollarsToCents(request.amount)
    if (request.restock && amountCents !== order.totalCents) {
      return { ok: false, status: 400, error: refundMessages.restockNeedsLines }
    }
    if (request.restock) restock = items
  }
  if (restock.length > 0) {
    // Only what has not come back already (a return recorded on its own) goes back on the shelf.
    const back = new Map(
      (await returnedQuantities(db, orderId)).map((r) => [r.productId, r.quantity]),
    )
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
          return { ok: false, status: 400, error: refundMessages.notReturnable }
        }
      }
    }
  }
  if (amountCents > left || left <= 0) {
    return {
      ok: false,
      status: 409,
      error: refundMessages.tooMuch(formatDollars(centsToDollars(left))),
    }
  }
  if (!payments) return { ok: false, status: 503, error: orderMessages.paymentNotConfigured }

  const created = await createRefund(payments, {
    paymentIntentId: order.paymentIntentId,
    amountCents,
    metadata: { orderId: String(orderId), reason: request.reason },
    ...(ctx.idempotencyKey ? { idempotencyKey: `refund-${orderId}-${ctx.idempotencyKey}` } : {}),
    what: `order ${orderId}`,
  })
  if (!created.ok) {
    return { ok: false, status: 502, error: created.error || orderMessages.paymentUnavailable }
  }
  const { refund } = created

  const refunded = await db.transaction(async (tx) => {
    const total = await recordRefund(
      tx,
      orderId,
      { id: refund.id, amount: refund.amount, reason: request.reason },
      { actorId: actor.id, restocked: restock.length > 0, now },
    )
    if (restock.length > 0 && !(await returnToStock(tx, orderId, restock, actor, now))) {
      // The money is refunded (Stripe said so); the goods were already back in stock.
      log.warn(`Order ${orderId}: refund ${refund.id} asked to restock goods already returned.`)
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: 'order.refund',
      entity: 'order',
      entityId: orderId,
      detail: { refund: refund.id, amountCents: refund.amount, reason: request.reason, restock },
      createdAt: now,
    })
    await sendMail(tx, {
      to: order.email,
      subject: `A refund for your ${brand.shortName} order #${orderId}`,
      body: [
        `Hi ${order.firstName},`,
        '',
        `We refunded ${formatDollars(centsToDollars(refund.amount))} of your order #${orderId} to the card you paid with. Banks usually show it within 5-10 business days.`,
        '',
        `Questions? Write to ${brand.email}.`,
      ].join('\n'),
    })
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
 * `charge.refunded` (a refund made here or in the Stripe dashboard): the charge's refunds are read
 * from Stripe and recorded once each, so the order shows every refund whoever made it.
 * Answers undefined when the charge is no order's.
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
  const [order] = await tx.select().from(orders).where(eq(orders.paymentIntentId, intentId))
  if (!order) return undefined
  if (charge.amount_refunded <= order.refundedCents) return 'unchanged'
  const refunds = await payments.stripe.refunds.list({ charge: charge.id, limit: 100 })
  for (const refund of refunds.data) {
    await recordRefund(
      tx,
      order.id,
      {
        id: refund.id,
        amount: refund.amount,
        reason: refund.metadata?.reason ?? 'Refunded in the Stripe dashboard',
      },
      { actorId: null, restocked: false, now },
    )
  }
  return 'applied'
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
  await tx.insert(auditLog).values({
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
