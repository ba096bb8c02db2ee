import { queryOptions } from '@tanstack/react-query'
import { api, send } from '~/lib/api-client'

/** A receipt behind its signed link; polled while the payment is still on its way. */
export function receiptQueryOptions(id: number, token: string) {
  return queryOptions({
    queryKey: ['donations', id, 'receipt', token] as const,
    queryFn: ({ signal }) =>
      send(
        api.donations[':id'].receipt.$get(
          { param: { id: String(id) }, query: { token } },
          { init: { signal } },
        ),
      ),
    // A card settles in seconds; a bank debit in days, so its page looks again only now and then.
    refetchInterval: (query) => {
      const status = query.state.data?.status
      return status === 'pending' ? 2_000 : status === 'processing' ? 60_000 : false
    },
  })
}
