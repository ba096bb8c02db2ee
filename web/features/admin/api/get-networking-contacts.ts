import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

export interface NetworkingContact {
  id: number
  name: string
  title: string
  company: string
  location: string
  expertise: string
  email: string
  phone: string | null
  available: boolean
}

export function getNetworkingContacts(signal?: AbortSignal): Promise<NetworkingContact[]> {
  return apiGet<NetworkingContact[]>('/api/admin/networking-contacts', signal)
}

export const networkingContactsQueryOptions = queryOptions({
  queryKey: ['admin', 'networking-contacts'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getNetworkingContacts(signal),
})

export function useNetworkingContacts() {
  return useQuery(networkingContactsQueryOptions)
}
