import { describe, expect, it } from 'vitest'
import { computeShipping, donationPresets, givingLevel, givingLevels, shipping } from './constants'

describe('computeShipping', () => {
  it('charges standard shipping below $50.00', () => {
    expect(computeShipping(49_99, 'standard')).toBe(5_99)
    expect(computeShipping(0, 'standard')).toBe(shipping.standardCents)
  })
  it('is free for standard shipping at exactly $50.00 and above', () => {
    expect(computeShipping(50_00, 'standard')).toBe(0)
    expect(computeShipping(123_45, 'standard')).toBe(0)
  })
  it('always charges $14.99 for express', () => {
    expect(computeShipping(49_99, 'express')).toBe(14_99)
    expect(computeShipping(50_00, 'express')).toBe(14_99)
  })
})

describe('the amounts offered', () => {
  it('are one list, each with what it buys, and every card starts on one of them', () => {
    const amounts = givingLevels.map((level) => level.amount)
    for (const presets of [
      donationPresets.homeOneTime,
      donationPresets.homeMonthly,
      donationPresets.page,
    ]) {
      expect(presets).toEqual(amounts)
    }
    for (const start of [
      donationPresets.homeOneTimeDefault,
      donationPresets.homeMonthlyDefault,
      donationPresets.pageDefault,
    ]) {
      expect(givingLevel(start)?.impact).toMatch(/\.$/)
    }
    expect(givingLevel(35)).toBeUndefined()
  })
})
