import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { GiftRefund } from '#core/schemas/admin-donation'
import type { AdminDonation } from '#core/schemas/donation'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { userScopedQuery } from '~/lib/session'
import { downloadCsv } from './download-csv'
import { failed } from './failure-toast'
import type { GiftFilter } from './list-views'
import { apiQuery } from './search-params'

export type { GiftFilter } from './list-views'

export interface StaffGiftPage {
  donations: AdminDonation[]
  total: number
  page: number
  pageSize: number
  totals: { count: number; amount: number; received: number; refunded: number; net: number }
}

export const adminDonationsQueryOptions = (filter: GiftFilter = {}) =>
  queryOptions({
    queryKey: ['admin', 'donations', filter] as const,
    meta: userScopedQuery,
    // The route also answers CSV (a plain Response), which the typed client cannot tell apart.
    queryFn: async ({ signal }) =>
      (await send(
        api.admin.donations.$get({ query: apiQuery(filter) }, { init: { signal } }),
      )) as StaffGiftPage,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useAdminDonations(filter: GiftFilter) {
  return useQuery(adminDonationsQueryOptions(filter))
}

export function useStaffGift(id: number) {
  return useQuery({
    queryKey: ['admin', 'donations', 'one', id] as const,
    meta: userScopedQuery,
    queryFn: ({ signal }) =>
      send(api.admin.donations[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    staleTime: 0,
  })
}

/** The filtered gifts as CSV (`Accept: text/csv`), saved as donations.csv. */
export function downloadGiftsCsv(filter: GiftFilter) {
  const { page: _page, ...query } = filter
  return downloadCsv('/api/admin/donations', query, 'donations.csv')
}

export function useResendReceipt() {
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.donations[':id'].receipt.$post({ param: { id: String(id) } })),
    onSuccess: (_, id) => toaster.create({ type: 'success', title: `Receipt #${id} sent again` }),
    onError: failed('Could not send the receipt'),
  })
}

/** A one-time pledge's cheque arrived: the gift is paid and the donor receipted (decision 038). */
export function useRecordPledgeReceived() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) =>
      send(api.admin.donations[':id'].received.$post({ param: { id: String(id) } })),
    onSuccess: (_, id) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'donations'] })
      toaster.create({ type: 'success', title: `Gift #${id} received and receipted` })
    },
    onError: failed('Could not record the gift'),
  })
}

/** Every donor of `year` gets their giving statement by e-mail (decision 040). */
export function useSendStatements() {
  return useMutation({
    mutationFn: (year: number) => send(api.admin['giving-statements'].$post({ json: { year } })),
    onSuccess: (result) =>
      toaster.create({
        type: 'success',
        title: `${result.queued} giving statements for ${result.year} queued`,
      }),
    onError: failed('Could not send the statements'),
  })
}

export function useRefundGift() {
  const queryClient = useQueryClient()
  return useMutation({
    // The attempt's Idempotency-Key: the same refund sent twice is made once (decision 049).
    mutationFn: ({ id, refund, key }: { id: number; refund: GiftRefund; key: string }) =>
      send(
        api.admin.donations[':id'].refunds.$post(
          { param: { id: String(id) }, json: refund },
          { headers: { 'Idempotency-Key': key } },
        ),
      ),
    onSuccess: (result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'donations'] })
      toaster.create({
        type: 'success',
        title: `Refunded $${result.amount.toFixed(2)} of gift #${id}`,
      })
    },
    onError: failed('Refund failed'),
  })
}
