import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { PriceChange } from '~/entities/cart/cart-store'
import { useCartStore } from '~/entities/cart/cart-store'
import { useStockById } from '~/entities/products/api/use-stock'
import { useOnlineStatus } from '~/lib/use-online-status'
import { refreshProducts } from './api/refresh-products'

/**
 * Brings the cart's prices up to the catalogue's when online: fetches the catalogue past the HTTP
 * and service-worker caches on arrival and again on reconnecting, rewrites changed lines, and
 * returns the changes to show (never charged silently). Only that fresh answer moves prices: the
 * products query may meanwhile be answered from a cache (stale-while-revalidate), and an older
 * copy arriving after the fresh one must not put old prices back. Also returns each product's
 * stock, to cap the steppers.
 */
export function usePriceRefresh() {
  const queryClient = useQueryClient()
  const [changes, setChanges] = useState<PriceChange[]>([])
  const online = useOnlineStatus()

  const refresh = useCallback(async () => {
    const fresh = await refreshProducts(queryClient)
    const found = useCartStore.getState().refreshPrices(fresh)
    if (found.length === 0) return
    setChanges((previous) => {
      const merged = new Map(previous.map((change) => [change.productId, change]))
      for (const change of found) {
        const earlier = merged.get(change.productId)
        merged.set(change.productId, earlier ? { ...change, from: earlier.from } : change)
      }
      return [...merged.values()].filter((change) => change.from !== change.to)
    })
  }, [queryClient])

  useEffect(() => {
    if (online) void refresh().catch(() => undefined)
  }, [refresh, online])

  const stock = useStockById()

  return { changes, stock, refresh }
}
