import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

export const adminDonationsQueryOptions = queryOptions({
  queryKey: ['admin', 'donations'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(api.admin.donations.$get(undefined, { init: { signal } })),
  staleTime: 0,
})

export function useAdminDonations() {
  return useQuery(adminDonationsQueryOptions)
}
