import { centsToDollars, dollarsToCents } from '#core/money'
import { type PricedLine, subtotalCents } from '#core/order-totals'
import type { CartItem } from './cart-store'

/** The cart's lines in cents, as core's order totals take them. */
export function cartPricedLines(items: readonly CartItem[]): PricedLine[] {
  return items.map((line) => ({
    unitPriceCents: dollarsToCents(line.price),
    quantity: line.quantity,
  }))
}

/** Σ price × quantity, summed in cents so 0.1 + 0.2 never shows up as $0.30000000000000004. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return subtotalCents(cartPricedLines(items))
}

/** The header badge count: Σ quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0)
}

export function lineTotal(line: CartItem): number {
  return centsToDollars(cartTotalCents([line]))
}
