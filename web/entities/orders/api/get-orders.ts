import { queryOptions } from '@tanstack/react-query'
import type { Order } from '#core/schemas/order'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** Every order query starts with this key: placing an order invalidates them all. */
export const ordersQueryKey = ['orders'] as const

export function getOrders(signal?: AbortSignal): Promise<Order[]> {
  return send(api.orders.$get(undefined, { init: { signal } }))
}

/** GET /api/orders: the signed-in user's orders, newest first. */
export const ordersQueryOptions = queryOptions({
  queryKey: ordersQueryKey,
  queryFn: ({ signal }) => getOrders(signal),
  meta: userScopedQuery,
  // A status moves on the server (webhook, expired hold): read it fresh on every visit.
  staleTime: 0,
})
