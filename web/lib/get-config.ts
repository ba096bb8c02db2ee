import { queryOptions, useQuery } from '@tanstack/react-query'
import { type Answer, api, send } from './api-client'

/**
 * GET /api/config: the Stripe publishable key reaches the web at run time, never in the build
 * (null: card payment is not configured on this server).
 */
export type PublicConfig = Answer<Awaited<ReturnType<typeof fetchConfig>>>

const fetchConfig = (signal?: AbortSignal) => api.config.$get(undefined, { init: { signal } })

export function getConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return send(fetchConfig(signal))
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'] as const,
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: 5 * 60_000,
})

/**
 * The most of one item a cart may hold: the server's per-order limit, once known (undefined
 * offline or before it answers; checkout refuses more either way).
 */
export function useMaxUnitsPerProduct(): number | undefined {
  return useQuery(configQueryOptions).data?.maxUnitsPerProduct
}

/**
 * Who donors give to, for every page's footer: a query of its own, so the root route's prefetch
 * puts only this in every page, and a page that needs the rest of the configuration (/donate,
 * checkout) reads it when it is shown.
 */
export const organizationQueryOptions = queryOptions({
  queryKey: ['config', 'organization'] as const,
  queryFn: async ({ signal }) => (await getConfig(signal)).organization,
  staleTime: 5 * 60_000,
})

/**
 * The organisation's EIN, to show where donors decide: null until the server has one (ORG_EIN),
 * or offline before it first answered.
 */
export function useOrganizationEin(): string | null {
  return useQuery(organizationQueryOptions).data?.ein ?? null
}
