import { queryOptions } from '@tanstack/react-query'
import type { CommunityEvent } from '#core/schemas/community-event'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** GET /api/events: upcoming virtual events, soonest first (members only). */
export const eventsQueryOptions = queryOptions({
  queryKey: ['events'] as const,
  queryFn: ({ signal }) => apiGet<CommunityEvent[]>('/api/events', signal),
  meta: userScopedQuery,
  staleTime: 10 * 60_000,
})
