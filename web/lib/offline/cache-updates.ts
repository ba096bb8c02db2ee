import type { QueryClient } from '@tanstack/react-query'

/** What workbox-broadcast-update posts when a refreshed answer differs from the cached one. */
interface CacheUpdated {
  type: 'CACHE_UPDATED'
  meta: 'workbox-broadcast-update'
  payload: { cacheName: string; updatedURL: string }
}

function isCacheUpdated(data: unknown): data is CacheUpdated {
  const message = data as Partial<CacheUpdated> | null
  return (
    message?.type === 'CACHE_UPDATED' &&
    message.meta === 'workbox-broadcast-update' &&
    typeof message.payload?.updatedURL === 'string'
  )
}

/** The queries an updated API answer feeds: the catalogue or the resource library. */
export function queryKeyFor(updatedURL: string): readonly string[] | undefined {
  const { pathname } = new URL(updatedURL, 'http://localhost')
  if (pathname.startsWith('/api/products')) return ['products']
  if (pathname.startsWith('/api/content')) return ['content']
  return undefined
}

/**
 * The service worker answers the catalogue and the library from its cache at once and refreshes
 * them behind; when the refreshed copy differs (staff changed a price, published a guide), the
 * page reads them again, so the change shows during this visit (decision 037).
 */
export function followCacheUpdates(queryClient: QueryClient) {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    if (!isCacheUpdated(event.data)) return
    const queryKey = queryKeyFor(event.data.payload.updatedURL)
    if (queryKey) void queryClient.invalidateQueries({ queryKey })
  })
}
