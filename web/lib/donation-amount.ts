import { donationMaxDollars, donationMinDollars } from '../../core/constants'

export type { DonationType } from '../../core/schemas/donation'

/** The radio value that reveals the custom amount input. */
export const otherAmount = 'other'

/**
 * The amount a home donation card hands to /donate: the chosen preset, or the custom
 * amount when "Other" is picked. Null unless it is a number of dollars from the $1 minimum to
 * the largest gift taken online.
 */
export function parseDonationAmount(choice: string, custom: string): number | null {
  const raw = choice === otherAmount ? custom.trim() : choice
  if (raw === '') return null
  const amount = Number(raw)
  if (!Number.isFinite(amount)) return null
  const cents = Math.round(amount * 100)
  return cents >= donationMinDollars * 100 && cents <= donationMaxDollars * 100 ? cents / 100 : null
}
