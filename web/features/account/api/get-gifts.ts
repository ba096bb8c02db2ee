import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** GET /api/account/donations: the signed-in donor's gifts, newest first, with their links. */
export const giftsQueryOptions = queryOptions({
  queryKey: ['account', 'donations'] as const,
  queryFn: ({ signal }) => send(api.account.donations.$get(undefined, { init: { signal } })),
  meta: userScopedQuery,
  staleTime: 0,
})
