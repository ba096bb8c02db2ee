import { applicationStatusValues } from '#core/application-statuses'
import { donationPaymentMethods, donationStatuses, donationTypes } from '#core/donation-kinds'
import { orderStatuses } from '#core/order-status'
import { choice, day, type ListView, listPage, listView, searchWords } from './search-params'

// The back office's lists' views in their URLs (decision 074), apart from the lists' data
// modules: a route's search validation is part of every page's first load, so it names only
// the values it needs, never the schemas and hooks of the lists themselves (decision 082).

const ordersParts = { status: choice(orderStatuses), q: searchWords, page: listPage }

/** /admin/orders' view: filter, search and page. */
export const ordersView = listView(ordersParts)
export type OrderFilter = ListView<typeof ordersParts>

const giftsParts = {
  type: choice(donationTypes),
  status: choice(donationStatuses),
  method: choice(donationPaymentMethods),
  from: day,
  to: day,
  q: searchWords,
  page: listPage,
}

/**
 * /admin/gifts' view: the filter of decision 035, its search and page, so reload, back and
 * forward and a shared link show the same gifts and totals.
 */
export const giftsView = listView(giftsParts)
export type GiftFilter = ListView<typeof giftsParts>

/** The kinds of application staff handle; barrier reports from /accessibility are handled alike. */
export const applicationKinds = ['volunteer', 'program', 'accessibility'] as const
export type ApplicationKind = (typeof applicationKinds)[number]

const applicationsParts = {
  kind: choice(applicationKinds),
  status: choice(applicationStatusValues),
  q: searchWords,
  page: listPage,
}

/**
 * /admin/applications' view: which kind, its status, search and page; the volunteers' list when
 * none is chosen.
 */
export const applicationsView = listView(applicationsParts)
export type ApplicationsView = ListView<typeof applicationsParts>

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const

/** /admin/subscribers' view: status, search and page. */
export const subscribersView = listView({
  status: choice(subscriberStatuses),
  q: searchWords,
  page: listPage,
})
