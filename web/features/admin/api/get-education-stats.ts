import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Answer, api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'

/** One of the dashboard's education statistics, as GET /api/admin/education-stats answers. */
export type EducationStat = Answer<Awaited<ReturnType<typeof fetchStats>>>[number]

const fetchStats = (signal?: AbortSignal) =>
  api.admin['education-stats'].$get(undefined, { init: { signal } })

export function getEducationStats(signal?: AbortSignal): Promise<EducationStat[]> {
  return send(fetchStats(signal))
}

export const educationStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'education-stats'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getEducationStats(signal),
})

export function useEducationStats() {
  return useQuery(educationStatsQueryOptions)
}
