import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** An e-mail the site sent, or queued when no SMTP server is configured. */
export type OutboxMessage = Answer<Awaited<ReturnType<typeof fetchOutbox>>>[number]

const fetchOutbox = (signal?: AbortSignal) => api.admin.outbox.$get(undefined, { init: { signal } })

export function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return send(fetchOutbox(signal))
}

export const outboxQueryOptions = queryOptions({
  queryKey: ['admin', 'outbox'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getOutbox(signal),
  // A reset link requested a moment ago should be there when staff look.
  staleTime: 0,
})

export function useOutbox() {
  return useQuery(outboxQueryOptions)
}
