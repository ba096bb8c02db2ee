import { queryOptions } from '@tanstack/react-query'
import type { Order } from '#core/schemas/order'
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

export const orderStatusLabels: Record<Order['status'], string> = {
  paid: 'Paid',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  pending_payment: 'Awaiting payment',
  failed: 'Payment failed',
  cancelled: 'Canceled',
}
