import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { OrderUpdate, RefundRequest, ReturnRequest } from '#core/schemas/admin-order'
import type { Order } from '#core/schemas/order'
import { toaster } from '~/components/ui/toaster'
import { api, send } from '~/lib/api-client'
import { errorMessage } from '~/lib/api-request'
import { userScopedQuery } from '~/lib/session'
import { downloadCsv } from './download-csv'
import type { OrderFilter } from './list-views'
import { apiQuery } from './search-params'

export type { OrderFilter } from './list-views'

const fetchOrders = (filter: OrderFilter, signal?: AbortSignal) =>
  api.admin.orders.$get({ query: apiQuery(filter) }, { init: { signal } })

export interface StaffOrderPage {
  orders: Order[]
  total: number
  page: number
  pageSize: number
}

export const staffOrdersQueryOptions = (filter: OrderFilter) =>
  queryOptions({
    queryKey: ['admin', 'orders', filter] as const,
    meta: userScopedQuery,
    // The route also answers CSV (a plain Response), which the typed client cannot tell apart.
    queryFn: async ({ signal }) => (await send(fetchOrders(filter, signal))) as StaffOrderPage,
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

export function useStaffOrders(filter: OrderFilter) {
  return useQuery(staffOrdersQueryOptions(filter))
}

/** One order as staff see it: history, refunds, what came back. */
export type StaffOrder = NonNullable<ReturnType<typeof useStaffOrder>['data']>

export function useStaffOrder(id: number | undefined) {
  return useQuery({
    queryKey: ['admin', 'orders', 'one', id] as const,
    meta: userScopedQuery,
    queryFn: ({ signal }) =>
      send(api.admin.orders[':id'].$get({ param: { id: String(id) } }, { init: { signal } })),
    enabled: id !== undefined,
    staleTime: 0,
  })
}

export function useUpdateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: OrderUpdate }) =>
      send(api.admin.orders[':id'].$patch({ param: { id: String(id) }, json: update })),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
      toaster.create({ type: 'success', title: `Order #${order.id} is ${order.status}` })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not update the order',
        description: errorMessage(error),
      }),
  })
}

/** The filtered list as CSV (`Accept: text/csv`, decision 031), saved as orders.csv. */
export function downloadOrdersCsv(filter: OrderFilter) {
  return downloadCsv('/api/admin/orders', { status: filter.status, q: filter.q }, 'orders.csv')
}

/** A refund through Stripe (the whole rest, an amount, or lines), then the order read again. */
export function useRefundOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    // The attempt's Idempotency-Key: the same refund sent twice is made once (decision 049).
    mutationFn: ({ id, refund, key }: { id: number; refund: RefundRequest; key: string }) =>
      send(
        api.admin.orders[':id'].refunds.$post(
          { param: { id: String(id) }, json: refund },
          { headers: { 'Idempotency-Key': key } },
        ),
      ),
    onSuccess: (result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
      toaster.create({
        type: 'success',
        title: `Refunded $${result.amount.toFixed(2)} of order #${id}`,
      })
    },
    onError: (error) =>
      toaster.create({ type: 'error', title: 'Refund failed', description: errorMessage(error) }),
  })
}

/** Goods that came back after a money-only refund, put back in stock (issue 14). */
export function useReturnGoods() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, lines }: { id: number; lines: ReturnRequest['lines'] }) =>
      send(api.admin.orders[':id'].returns.$post({ param: { id: String(id) }, json: { lines } })),
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
      void queryClient.invalidateQueries({ queryKey: ['admin', 'products'] })
      toaster.create({ type: 'success', title: `Order #${order.id}: back in stock` })
    },
    onError: (error) =>
      toaster.create({
        type: 'error',
        title: 'Could not put the goods back in stock',
        description: errorMessage(error),
      }),
  })
}
