import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'
import type { CampaignProgress } from '../../../../core/schemas/donation'

export const campaignQueryOptions = queryOptions({
  queryKey: ['donations', 'campaign'] as const,
  queryFn: ({ signal }) => apiGet<CampaignProgress>('/api/donations/campaign', signal),
  staleTime: 60_000,
})
