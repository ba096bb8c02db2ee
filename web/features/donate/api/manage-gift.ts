import { queryOptions } from '@tanstack/react-query'
import type { DonorGift } from '#core/schemas/donation'
import { apiGet, apiRequest } from '~/lib/api-request'

/** `?token=…` when the donor came through the e-mailed link; signed-in owners need none. */
function giftPath(id: number, action: string, token: string | undefined) {
  const query = token ? `?token=${encodeURIComponent(token)}` : ''
  return `/api/donations/${id}/${action}${query}`
}

export function manageGiftQueryOptions(id: number, token: string | undefined) {
  return queryOptions({
    queryKey: ['donations', id, 'manage', token ?? null] as const,
    queryFn: ({ signal }) => apiGet<DonorGift>(giftPath(id, 'manage', token), signal),
    retry: false,
  })
}

export function cancelGift(id: number, token: string | undefined) {
  return apiRequest<DonorGift>('POST', giftPath(id, 'cancel', token))
}

export function changeGiftAmount(id: number, token: string | undefined, amount: number) {
  return apiRequest<DonorGift>('PUT', giftPath(id, 'amount', token), { amount })
}
