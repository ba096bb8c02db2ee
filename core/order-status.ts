import type { OrderStatus } from './schemas/order'

/**
 * The statuses of an order that was paid (and not cancelled since), apart from the valibot
 * schemas so a page that only shows orders does not load valibot.
 */
export const paidOrderStatuses = ['paid', 'packed', 'shipped', 'delivered'] as const

export function isPaidOrder(status: OrderStatus) {
  return (paidOrderStatuses as readonly OrderStatus[]).includes(status)
}
