import { donationMaxDollars, donationMinDollars } from './constants'
import { donationMessages } from './donation-facts'
import { standardCheck } from './standard-schema'

/** The amount choice that means "the custom amount" (the radio that reveals its input). */
export const otherAmount = 'other'

/**
 * The donation amount rule: the chosen preset, or the custom amount when "Other" is picked,
 * rounded to whole cents. Null unless it is a number of dollars from the $1 minimum to the
 * largest gift taken online.
 */
export function parseDonationAmount(choice: string, custom: string): number | null {
  // Number() ignores surrounding spaces and reads blank as 0, below the minimum; text that is
  // not a number (NaN) and Infinity fail both bounds below.
  const cents = Math.round(Number(choice === otherAmount ? custom : choice) * 100)
  return cents >= donationMinDollars * 100 && cents <= donationMaxDollars * 100 ? cents / 100 : null
}

/**
 * The amount picker's check, as a Standard Schema (the home page's cards take no valibot): the
 * message sits on the custom amount, the only field that can be wrong.
 */
export const DonationAmountCheck = standardCheck<{ choice: string; custom: string }, number>(
  (form) => {
    const amount = parseDonationAmount(form.choice, form.custom)
    return amount === null
      ? { issues: [{ message: donationMessages.invalidAmount, path: ['custom'] }] }
      : { value: amount }
  },
)
