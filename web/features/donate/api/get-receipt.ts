import { queryOptions } from '@tanstack/react-query'
import type { DonationReceipt } from '#core/schemas/donation'
import { apiGet } from '~/lib/api-request'

/** A receipt behind its signed link; polled while the payment is still on its way. */
export function receiptQueryOptions(id: number, token: string) {
  return queryOptions({
    queryKey: ['donations', id, 'receipt', token] as const,
    queryFn: ({ signal }) =>
      apiGet<DonationReceipt>(
        `/api/donations/${id}/receipt?token=${encodeURIComponent(token)}`,
        signal,
      ),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2_000 : false),
  })
}
