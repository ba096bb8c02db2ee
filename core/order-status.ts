/**
 * An order's statuses, apart from the valibot schemas (core/schemas/order re-exports them) so a
 * page that only names them — the back office's list filter in its URL — does not load those.
 */
export const orderStatuses = [
  'pending_payment',
  'paid',
  'packed',
  'shipped',
  'delivered',
  'failed',
  'cancelled',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

/**
 * The statuses of an order that was paid (and not cancelled since), apart from the valibot
 * schemas so a page that only shows orders does not load valibot.
 */
export const paidOrderStatuses = ['paid', 'packed', 'shipped', 'delivered'] as const

export function isPaidOrder(status: OrderStatus) {
  return (paidOrderStatuses as readonly OrderStatus[]).includes(status)
}
