import { onlineManager, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-request'
import { persistedQueriesMaxAge, persistedQueryRoots } from './offline/persisted-queries'

/**
 * A 4xx will not change on a second try; network blips and 5xx get one more attempt. Offline,
 * no retry: the page shows what the caches gave it, or says it is offline, at once.
 */
function retryQuery(failureCount: number, error: unknown) {
  if (!onlineManager.isOnline()) return false
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

/**
 * A query client with the site's defaults: one per browser tab, one per server render. A server
 * render retries nothing: its calls are in-process, a page waits for none of them twice, and the
 * browser tries a failed one again once it has the page (decision 050).
 */
export function createQueryClient(options: { serverRender?: boolean } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      // 'offlineFirst': the first attempt runs even offline, so the service worker's cache can
      // answer it (docs/decisions/022).
      queries: {
        staleTime: 60_000,
        retry: options.serverRender ? false : retryQuery,
        networkMode: 'offlineFirst',
      },
      // SPEC §4: mutations are never retried. 'always': offline, a mutation fails at once with a
      // plain message instead of hanging; the ones that may wait opt in (lib/offline/queued-mutation).
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  // In the browser, what is saved for offline (lib/offline/persistence) outlives the default five
  // minutes without observers, to be saved again: set from the start, as a server-rendered page's
  // data arrives before the saved copy is restored. (A server render keeps everything until it
  // is done, with no timers.)
  if (!options.serverRender) {
    for (const root of persistedQueryRoots) {
      client.setQueryDefaults([root], { gcTime: persistedQueriesMaxAge })
    }
  }
  return client
}

/** The browser's query client. */
export const queryClient = createQueryClient()
