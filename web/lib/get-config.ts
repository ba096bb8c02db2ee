import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '~/lib/api-request'

/** GET /api/config: the Stripe publishable key reaches the web at run time, never in the build. */
export interface PublicConfig {
  /** Null: card payment is not configured on this server. */
  stripePublishableKey: string | null
}

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return apiGet<PublicConfig>('/api/config', signal)
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: 5 * 60_000,
})
