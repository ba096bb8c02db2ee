import { centsToDollars, dollarsToCents } from '../../../core/money'
import type { CartItem } from './cart-store'

/** Σ price × quantity, summed in cents so 0.1 + 0.2 never shows up as $0.30000000000000004. */
export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + dollarsToCents(line.price) * line.quantity, 0)
}

/** The cart total in dollars, as SPEC §3 defines it. */
export function cartTotal(items: readonly CartItem[]): number {
  return centsToDollars(cartTotalCents(items))
}

/** The header badge count: Σ quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0)
}

export function lineTotal(line: CartItem): number {
  return centsToDollars(dollarsToCents(line.price) * line.quantity)
}
