import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** An e-mail the site sent, or queued when no SMTP server is configured. */
export interface OutboxMessage {
  id: number
  to: string
  subject: string
  body: string
  createdAt: string
  sentAt: string | null
}

export function getOutbox(signal?: AbortSignal): Promise<OutboxMessage[]> {
  return apiGet<OutboxMessage[]>('/api/admin/outbox', signal)
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
