import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** A volunteer expert staff can connect families with, as GET /api/admin/networking-contacts answers. */
export type NetworkingContact = Answer<Awaited<ReturnType<typeof fetchContacts>>>[number]

const fetchContacts = (signal?: AbortSignal) =>
  api.admin['networking-contacts'].$get(undefined, { init: { signal } })

export function getNetworkingContacts(signal?: AbortSignal): Promise<NetworkingContact[]> {
  return send(fetchContacts(signal))
}

export const networkingContactsQueryOptions = queryOptions({
  queryKey: ['admin', 'networking-contacts'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getNetworkingContacts(signal),
})

export function useNetworkingContacts() {
  return useQuery(networkingContactsQueryOptions)
}
