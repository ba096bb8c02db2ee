import { centsToDollars } from '#core/money'
import { orderTotals } from '#core/order-totals'
import type { ShippingMethod } from '#core/schemas/order'
import { cartPricedLines } from '~/entities/cart/cart-selectors'
import { type CartItem, cartShips } from '~/entities/cart/cart-store'

/** The summary's figures in dollars: core's order totals, the ones the API charges. */
export function checkoutTotals(items: readonly CartItem[], method: ShippingMethod) {
  const ships = cartShips(items)
  const totals = orderTotals(cartPricedLines(items), method, ships)
  return {
    ships,
    subtotal: centsToDollars(totals.subtotalCents),
    shipping: centsToDollars(totals.shippingCents),
    total: centsToDollars(totals.totalCents),
  }
}
