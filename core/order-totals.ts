import { computeShipping } from './constants'
import type { ShippingMethod } from './schemas/order'

/** One order line, priced in integer cents (the API's database price, or a cart line converted). */
export interface PricedLine {
  unitPriceCents: number
  quantity: number
}

export interface OrderTotals {
  subtotalCents: number
  shippingCents: number
  totalCents: number
}

/** Σ unit price × quantity, in cents. */
export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)
}

/**
 * An order's figures with the one shipping rule (`computeShipping`): what the cart and checkout
 * show and what the API charges. An empty order, or one with nothing to post (a storytelling
 * service, decision 039), ships nothing.
 */
export function orderTotals(
  lines: readonly PricedLine[],
  method: ShippingMethod,
  ships = true,
): OrderTotals {
  const subtotal = subtotalCents(lines)
  const shipping = lines.length === 0 || !ships ? 0 : computeShipping(subtotal, method)
  return { subtotalCents: subtotal, shippingCents: shipping, totalCents: subtotal + shipping }
}

/**
 * The gift that rounds a payment of `totalCents` up to the next whole dollar (decision 038); 0
 * when it already is one.
 */
export function roundUpCents(totalCents: number): number {
  const cents = totalCents % 100
  return cents === 0 ? 0 : 100 - cents
}
