/** /checkout's search: `orderId` while a placed order awaits card payment. */
export interface CheckoutSearch {
  orderId?: number
}

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function checkoutSearch(search: Record<string, unknown>): CheckoutSearch {
  const id = Number(search.orderId)
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? { orderId: id } : {}
}
