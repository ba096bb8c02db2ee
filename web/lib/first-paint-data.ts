import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query'

/**
 * Starts the queries a page shows. On the server (decision 043) the render waits for them, so
 * their content is in the HTML and travels with it; in the browser navigation does not wait —
 * the page shows its skeletons meanwhile. A failed query is not an error here: the page renders
 * its own loading or error state.
 */
export async function prefetchForFirstPaint(
  queryClient: QueryClient,
  // biome-ignore lint/suspicious/noExplicitAny: a list of unrelated queries' options
  queries: FetchQueryOptions<any, any, any, any>[],
): Promise<void> {
  const fetches = Promise.all(queries.map((query) => queryClient.prefetchQuery(query)))
  if (import.meta.env.SSR) await fetches
}
