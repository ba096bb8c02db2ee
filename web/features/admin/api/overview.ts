import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

const fetchOverview = (signal?: AbortSignal) =>
  api.admin.overview.$get(undefined, { init: { signal } })

/** Money in by week (12 weeks) and what is waiting for staff (decision 036). */
export type Overview = Answer<Awaited<ReturnType<typeof fetchOverview>>>
export type OverviewWeek = Overview['weeks'][number]

export const overviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => send(fetchOverview(signal)),
  staleTime: 0,
})

export function useOverview() {
  return useQuery(overviewQueryOptions)
}
