import { queryOptions } from '@tanstack/react-query'
import type { CampaignProgress } from '#core/schemas/donation'
import { apiGet } from '~/lib/api-request'

export const campaignQueryOptions = queryOptions({
  queryKey: ['donations', 'campaign'] as const,
  queryFn: ({ signal }) => apiGet<CampaignProgress>('/api/donations/campaign', signal),
  staleTime: 60_000,
})
