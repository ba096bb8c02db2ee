import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminDonation } from '#core/schemas/donation'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

export const adminDonationsQueryOptions = queryOptions({
  queryKey: ['admin', 'donations'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => apiGet<AdminDonation[]>('/api/admin/donations', signal),
  staleTime: 0,
})

export function useAdminDonations() {
  return useQuery(adminDonationsQueryOptions)
}
