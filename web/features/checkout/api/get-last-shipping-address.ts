import { queryOptions } from '@tanstack/react-query'
import type { ShippingAddress } from '#core/schemas/order'
import { ordersQueryKey } from '~/entities/orders/api/get-orders'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

export async function getLastShippingAddress(
  signal?: AbortSignal,
): Promise<ShippingAddress | null> {
  const { shippingAddress } = await send(
    api.orders['last-shipping-address'].$get(undefined, { init: { signal } }),
  )
  return shippingAddress
}

/**
 * GET /api/orders/last-shipping-address: where the member's last posted order went (decision
 * 055). Under the orders key, so placing an order refreshes it.
 */
export const lastShippingAddressQueryOptions = queryOptions({
  queryKey: [...ordersQueryKey, 'last-shipping-address'] as const,
  queryFn: ({ signal }) => getLastShippingAddress(signal),
  meta: userScopedQuery,
  staleTime: 0,
})
