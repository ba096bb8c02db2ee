import type { QueryClient } from '@tanstack/react-query'
import { sessionQueryOptions } from '../session'

/**
 * Whether this document is the service worker's copy of a signed-out page (decision 070), kept
 * at an earlier visit, rather than the server's answer to this one: the worker marks each copy
 * with a Server-Timing entry, which the page reads in its navigation timing.
 */
export function openedFromPageCopy(): boolean {
  if (typeof performance === 'undefined') return false
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return navigation?.serverTiming?.some((entry) => entry.name === 'page-copy') ?? false
}

/**
 * A page opened from its copy shows the copy's data at once, as old as the copy. Each query it
 * brings is marked to be read again, so it is fetched as its part mounts (the catalogue's prices
 * above all) and the part updates where it changed: after hydrating, never in the middle, where
 * new data would not match the HTML. Marks what is added until the page is live (`live`); the
 * session is not the copy's. Offline, nothing is marked.
 */
export function refreshPageCopyData(queryClient: QueryClient, live: Promise<void>) {
  // Offline, the copy's data is the best there is: kept, not replaced by an error.
  if (!openedFromPageCopy() || !navigator.onLine) return
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return
    if (event.query.queryKey[0] !== sessionQueryOptions.queryKey[0]) event.query.invalidate()
  })
  void live.finally(stop)
}
