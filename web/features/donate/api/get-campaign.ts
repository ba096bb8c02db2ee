import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

export const campaignQueryOptions = queryOptions({
  queryKey: ['donations', 'campaign'] as const,
  queryFn: ({ signal }) => send(api.donations.campaign.$get(undefined, { init: { signal } })),
  staleTime: 60_000,
})
