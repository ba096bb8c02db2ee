import { queryOptions } from '@tanstack/react-query'
import type { Order } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return send(api.orders[':id'].$get({ param: { id: String(id) } }, { init: { signal } }))
}

/** GET /api/orders/:id, the signed-in user's own order (404 for anyone else's). */
export function orderQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['orders', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
    meta: userScopedQuery,
    staleTime: 0,
  })
}

/** Each status's words for staff screens, which stay English (decision 077). */
export const orderStatusLabels: Record<Order['status'], string> = {
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  pending_payment: 'Awaiting payment',
  failed: 'Payment failed',
  cancelled: 'Canceled',
}

const orderStatusMessages: Record<Order['status'], () => string> = {
  paid: m.shop_status_paid,
  packed: m.shop_status_packed,
  shipped: m.shop_status_shipped,
  delivered: m.shop_status_delivered,
  pending_payment: m.shop_status_pending_payment,
  failed: m.shop_status_failed,
  cancelled: m.shop_status_cancelled,
}

/** A status's words for the visitor, in the page's language ('Paid', 'Awaiting payment'…). */
export function orderStatusLabel(status: Order['status']): string {
  return orderStatusMessages[status]()
}
