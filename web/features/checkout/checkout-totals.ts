import { cartTotalCents } from '~/features/cart/cart-selectors'
import type { CartItem } from '~/features/cart/cart-store'
import { computeShipping } from '../../../core/constants'
import { centsToDollars } from '../../../core/money'
import type { ShippingMethod } from '../../../core/schemas/order'

/** The summary's figures in dollars, computed in cents with the one shipping rule the API uses. */
export function checkoutTotals(items: readonly CartItem[], method: ShippingMethod) {
  const subtotalCents = cartTotalCents(items)
  const shippingCents = items.length === 0 ? 0 : computeShipping(subtotalCents, method)
  return {
    subtotal: centsToDollars(subtotalCents),
    shipping: centsToDollars(shippingCents),
    total: centsToDollars(subtotalCents + shippingCents),
  }
}
