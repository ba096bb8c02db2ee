import * as v from 'valibot'
import { dollarsToCents } from '../money'
import { line, plain, text } from './fields'

export const fulfilmentMessages = {
  trackingRequired: 'Enter the carrier and tracking number to mark the order shipped',
  trackingUrl: 'The tracking link must start with https://',
  transition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  notFound: 'Order not found',
} as const

/** The statuses staff move an order to, after it is paid (decision 031). */
export const fulfilmentStatuses = ['packed', 'shipped', 'delivered', 'cancelled'] as const

const shipment = {
  carrier: line(1, fulfilmentMessages.trackingRequired, 60),
  trackingNumber: line(1, fulfilmentMessages.trackingRequired, 100),
  trackingUrl: v.pipe(
    v.string(fulfilmentMessages.trackingUrl),
    v.trim(),
    v.maxLength(500, fulfilmentMessages.trackingUrl),
    v.url(fulfilmentMessages.trackingUrl),
    v.startsWith('https://', fulfilmentMessages.trackingUrl),
  ),
}

/** PATCH /api/admin/orders/:id. */
export const OrderUpdateSchema = v.strictObject({
  status: v.picklist(fulfilmentStatuses, 'Unknown order status'),
  carrier: v.optional(shipment.carrier),
  trackingNumber: v.optional(shipment.trackingNumber),
  trackingUrl: v.optional(shipment.trackingUrl),
  note: v.optional(text(0, 'Must be at most 1000 characters', 1000)),
})

/** The back office's "Mark shipped" form: an order is shipped with its carrier and tracking. */
export const ShipmentSchema = v.object({
  carrier: shipment.carrier,
  trackingNumber: shipment.trackingNumber,
  trackingUrl: v.optional(shipment.trackingUrl),
})

export type OrderUpdate = v.InferOutput<typeof OrderUpdateSchema>

/** GET /api/admin/orders: filters (all optional) and the page. */
export const OrderListQuerySchema = v.object({
  status: v.optional(
    v.picklist(
      ['pending_payment', 'paid', 'packed', 'shipped', 'delivered', 'failed', 'cancelled'] as const,
      'Unknown order status',
    ),
  ),
  from: v.optional(v.pipe(v.string(), v.isoDate('Dates are YYYY-MM-DD'))),
  to: v.optional(v.pipe(v.string(), v.isoDate('Dates are YYYY-MM-DD'))),
  q: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is at most 200 characters'), plain()),
  ),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number'))),
})

export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>

export const refundMessages = {
  reasonRequired: 'Please give a reason for the refund',
  notPaid: 'Only a paid order can be refunded',
  tooMuch: (left: string) => `Only ${left} is left to refund on this order`,
  badLine: 'Each refunded line must be an item of this order, at most its quantity',
  notReturnable:
    'Each returned line must be an item of this order, at most what was ordered and not yet back in stock',
  restockNeedsLines: 'Choose the lines that came back to restock them, or refund the whole order',
  amount: 'Enter an amount in dollars, like 12.50',
  /** 502: Stripe gave no answer; the refund is settled from Stripe's records (decision 049). */
  unconfirmed:
    'Stripe did not confirm this refund in time. It is kept as pending and checked with Stripe automatically, so please do not refund it again.',
} as const

/** Lines of an order: which product, how many. */
const orderLines = v.pipe(
  v.array(
    v.strictObject({
      productId: v.pipe(v.number(refundMessages.badLine), v.integer(refundMessages.badLine)),
      quantity: v.pipe(
        v.number(refundMessages.badLine),
        v.integer(refundMessages.badLine),
        v.minValue(1, refundMessages.badLine),
      ),
    }),
    refundMessages.badLine,
  ),
  v.minLength(1, refundMessages.badLine),
  v.maxLength(50, refundMessages.badLine),
)

/** POST /api/admin/orders/:id/refunds: an amount, or lines, or neither (what is left). */
export const RefundRequestSchema = v.strictObject({
  amount: v.optional(
    v.pipe(
      v.number(refundMessages.amount),
      v.minValue(0.01, refundMessages.amount),
      v.maxValue(100_000, refundMessages.amount),
      v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, refundMessages.amount),
    ),
  ),
  lines: v.optional(orderLines),
  reason: line(1, refundMessages.reasonRequired, 300),
  restock: v.optional(v.boolean('restock is true or false'), false),
})

export type RefundRequest = v.InferOutput<typeof RefundRequestSchema>

/**
 * Goods go back on the shelf with a money-only refund only when it is the whole order; a part
 * refund names the lines that came back (`refundMessages.restockNeedsLines`). The API refuses
 * the rest, and the back office says so under the box before it asks to confirm.
 */
export function restockNeedsLines(
  request: Pick<RefundRequest, 'amount' | 'lines' | 'restock'>,
  order: { totalCents: number; leftCents: number },
) {
  if (!request.restock || request.lines) return false
  const cents = request.amount === undefined ? order.leftCents : dollarsToCents(request.amount)
  return cents !== order.totalCents
}

/** POST /api/admin/orders/:id/returns: goods that came back, put back in stock (issue 14). */
export const ReturnRequestSchema = v.strictObject({ lines: orderLines })

export type ReturnRequest = v.InferOutput<typeof ReturnRequestSchema>
