import { describe, expect, it } from 'vitest'
import { coveredFeeCents, defaultFeeRates, type FeeRate, grossUpForFees } from './giving-fees'

/** What the processor keeps of `gross`, rounded to the cent as Stripe does. */
function feeOn(gross: number, rate: FeeRate) {
  const fee = Math.round((gross * rate.basisPoints) / 10_000) + rate.fixedCents
  return rate.capCents === null ? fee : Math.min(fee, rate.capCents)
}

describe('grossUpForFees', () => {
  it('adds the card fee on the whole charge, rounded up to the cent', () => {
    // (5000 + 30) / 0.978 = 5143.15 → 5144
    expect(grossUpForFees(50_00, defaultFeeRates.card)).toBe(51_44)
    expect(coveredFeeCents(50_00, defaultFeeRates.card)).toBe(1_44)
    // (2500 + 30) / 0.978 = 2586.91 → 2587
    expect(grossUpForFees(25_00, defaultFeeRates.card)).toBe(25_87)
  })

  it('takes 0.8 % for a bank debit, and never more than the $5 cap', () => {
    // 10000 / 0.992 = 10080.65 → 10081
    expect(grossUpForFees(100_00, defaultFeeRates.bank)).toBe(100_81)
    // 1000 dollars would add 8.07: the cap holds it to 5
    expect(grossUpForFees(1000_00, defaultFeeRates.bank)).toBe(1005_00)
  })

  it('leaves the intended gift once the processor takes its fee', () => {
    for (const rate of [defaultFeeRates.card, defaultFeeRates.bank]) {
      for (const gift of [1_00, 7_77, 25_00, 50_00, 99_99, 250_00, 1234_56, 100_000_00]) {
        const gross = grossUpForFees(gift, rate)
        expect(gross - feeOn(gross, rate)).toBeGreaterThanOrEqual(gift)
        // and it is the formula's least cent: one cent less would not cover the exact fee
        if (gross < gift + (rate.capCents ?? Number.POSITIVE_INFINITY)) {
          expect((gross - 1) * (10_000 - rate.basisPoints)).toBeLessThan(
            (gift + rate.fixedCents) * 10_000,
          )
        }
      }
    }
  })
})
