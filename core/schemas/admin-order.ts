import * as v from 'valibot'
import { line, plain, text } from './fields'

export const fulfilmentMessages = {
  trackingRequired: 'Enter the carrier and tracking number to mark the order shipped',
  trackingUrl: 'The tracking link must start with https://',
  transition: (from: string, to: string) => `An order that is ${from} cannot become ${to}`,
  notFound: 'Order not found',
} as const

/** The statuses staff move an order to, after it is paid (decision 031). */
export const fulfilmentStatuses = ['packed', 'shipped', 'delivered', 'cancelled'] as const

/** PATCH /api/admin/orders/:id. */
export const OrderUpdateSchema = v.strictObject({
  status: v.picklist(fulfilmentStatuses, 'Unknown order status'),
  carrier: v.optional(line(1, fulfilmentMessages.trackingRequired, 60)),
  trackingNumber: v.optional(line(1, fulfilmentMessages.trackingRequired, 100)),
  trackingUrl: v.optional(
    v.pipe(
      v.string(fulfilmentMessages.trackingUrl),
      v.trim(),
      v.maxLength(500, fulfilmentMessages.trackingUrl),
      v.url(fulfilmentMessages.trackingUrl),
      v.startsWith('https://', fulfilmentMessages.trackingUrl),
    ),
  ),
  note: v.optional(text(0, 'Must be at most 1000 characters', 1000)),
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
