import * as v from 'valibot'
import { donationPaymentMethods, donationStatuses, donationTypes } from '#core/donation-facts'
import { orderStatuses } from '#core/order-status'
import { choice, day, listPage, searchWords } from './search-params'

// The back office's lists' views in their URLs (decision 074), apart from the lists' data
// modules: a route's search validation is part of every page's first load, so it names only
// the values it needs, never the schemas and hooks of the lists themselves.

/** /admin/orders' view: filter, search and page. */
export const OrdersSearchSchema = v.object({
  status: choice(orderStatuses),
  q: searchWords,
  page: listPage,
})

export type OrderFilter = v.InferOutput<typeof OrdersSearchSchema>

/**
 * /admin/gifts' view: the filter of decision 035, its search and page, so reload, back and
 * forward and a shared link show the same gifts and totals.
 */
export const GiftsSearchSchema = v.object({
  type: choice(donationTypes),
  status: choice(donationStatuses),
  method: choice(donationPaymentMethods),
  from: day,
  to: day,
  q: searchWords,
  page: listPage,
})

export type GiftFilter = v.InferOutput<typeof GiftsSearchSchema>
