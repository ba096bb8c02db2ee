import { describe, expect, it } from 'vitest'
import { centsToDollars, dollarsToCents, formatDollars } from './money'

describe('money at the edges', () => {
  it('turns cents into dollars and back without losing a cent', () => {
    expect(centsToDollars(41_97)).toBe(41.97)
    expect(centsToDollars(-5)).toBe(-0.05)
    for (const cents of [0, 1, 10, 19_99, 41_97, 100_000_00]) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents)
    }
  })

  it('rounds dollars to the nearest cent, however the float came out', () => {
    // 19.99 × 100 is 1998.9999999999998 in floating point.
    expect(dollarsToCents(19.99)).toBe(19_99)
    expect(dollarsToCents(0.295)).toBe(30)
    expect(dollarsToCents(10.004)).toBe(10_00)
  })

  it('formats dollars as US currency with cents and thousands separators', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50')
    expect(formatDollars(0)).toBe('$0.00')
  })
})
