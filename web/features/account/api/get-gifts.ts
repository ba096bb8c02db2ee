import { queryOptions } from '@tanstack/react-query'
import type { DonorGift } from '#core/schemas/donation'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

/** GET /api/account/donations: the signed-in donor's gifts, newest first, with their links. */
export const giftsQueryOptions = queryOptions({
  queryKey: ['account', 'donations'] as const,
  queryFn: ({ signal }) => apiGet<DonorGift[]>('/api/account/donations', signal),
  meta: userScopedQuery,
  staleTime: 0,
})
