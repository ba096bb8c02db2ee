import { donationMaxDollars } from '../../core/constants'

export type { DonationType } from '../../core/schemas/donation'

/** The radio value that reveals the custom amount input. */
export const otherAmount = 'other'

/**
 * The amount a home donation card hands to /donate: the chosen preset, or the custom
 * amount when "Other" is picked. Null when it is not a positive number of dollars within the
 * largest gift taken online.
 */
export function parseDonationAmount(choice: string, custom: string): number | null {
  const raw = choice === otherAmount ? custom.trim() : choice
  if (raw === '') return null
  const amount = Number(raw)
  if (!Number.isFinite(amount)) return null
  const cents = Math.round(amount * 100)
  return cents > 0 && cents <= donationMaxDollars * 100 ? cents / 100 : null
}
