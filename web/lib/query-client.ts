import { QueryClient } from '@tanstack/react-query'

/** A 4xx will not change on a second try; network blips and 5xx get one more attempt. */
function retryQuery(failureCount: number, error: unknown) {
  if (error instanceof Error && /^4\d\d:/.test(error.message)) return false
  return failureCount < 1
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: retryQuery },
    // SPEC §4: mutations are never retried.
    mutations: { retry: false },
  },
})
