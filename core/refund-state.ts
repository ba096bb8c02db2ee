import { formatDollars } from './money'

/** How much of a payment came back: nothing, some of it, or all of it. */
export type RefundState = 'none' | 'partial' | 'full'

/** `total` and `refunded` in the same unit (cents on the server, dollars in the browser). */
export function refundStateOf(total: number, refunded: number): RefundState {
  if (refunded <= 0) return 'none'
  return refunded >= total ? 'full' : 'partial'
}

/**
 * What staff read about an order's or a gift's refunds, in dollars (issue 33): "Partially refunded
 * $5.00 of $41.97", "Refunded in full ($41.97)", or null when nothing was refunded.
 */
export function refundSummary(total: number, refunded: number): string | null {
  const state = refundStateOf(total, refunded)
  if (state === 'none') return null
  if (state === 'full') return `Refunded in full (${formatDollars(total)})`
  return `Partially refunded ${formatDollars(refunded)} of ${formatDollars(total)}`
}

export const refundStateLabels: Record<Exclude<RefundState, 'none'>, string> = {
  partial: 'Partly refunded',
  full: 'Refunded',
}
