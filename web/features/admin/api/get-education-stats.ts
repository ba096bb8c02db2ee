import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'

export interface EducationStat {
  id: number
  title: string
  trend: string
  value: string
  description: string
  source: string
}

export function getEducationStats(signal?: AbortSignal): Promise<EducationStat[]> {
  return apiGet<EducationStat[]>('/api/admin/education-stats', signal)
}

export const educationStatsQueryOptions = queryOptions({
  queryKey: ['admin', 'education-stats'] as const,
  meta: userScopedQuery,
  queryFn: ({ signal }) => getEducationStats(signal),
})

export function useEducationStats() {
  return useQuery(educationStatsQueryOptions)
}
