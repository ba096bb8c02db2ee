import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** GET /api/events: upcoming virtual events, soonest first (members only). */
export const eventsQueryOptions = queryOptions({
  queryKey: ['events'] as const,
  queryFn: ({ signal }) => send(api.events.$get(undefined, { init: { signal } })),
  meta: userScopedQuery,
  staleTime: 10 * 60_000,
})
