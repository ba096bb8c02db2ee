import { donationMaxDollars } from '#core/constants'
import type { DonationType } from '#core/schemas/donation'

/** /donate?amount=&type=: what a home donation card hands over (docs/decisions/005). */
export interface DonateSearch {
  amount?: number
  type?: DonationType
}

/**
 * Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). Anything
 * unusable is dropped rather than refused, so a hand-edited link still opens the form.
 */
export function donateSearch(search: Record<string, unknown>): DonateSearch {
  const result: DonateSearch = {}
  const amount = Number(search.amount)
  if (Number.isFinite(amount) && amount > 0 && amount <= donationMaxDollars) {
    result.amount = Math.round(amount * 100) / 100
  }
  if (search.type === 'one-time' || search.type === 'monthly') result.type = search.type
  return result
}
