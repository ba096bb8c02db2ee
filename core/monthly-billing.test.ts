import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextMonthlyCharge, pauseEnd } from './monthly-billing'

const at = (iso: string) => new Date(iso)

describe('the next monthly charge', () => {
  it('is the start plus whole months, the first after now', () => {
    const start = at('2026-03-15T17:00:00Z')
    expect(nextMonthlyCharge(start, at('2026-03-15T17:00:00Z'))).toEqual(at('2026-04-15T17:00:00Z'))
    expect(nextMonthlyCharge(start, at('2026-04-15T16:59:59Z'))).toEqual(at('2026-04-15T17:00:00Z'))
    // At the very instant of a charge, the next one is a month on.
    expect(nextMonthlyCharge(start, at('2026-04-15T17:00:00Z'))).toEqual(at('2026-05-15T17:00:00Z'))
    expect(nextMonthlyCharge(start, at('2027-01-01T00:00:00Z'))).toEqual(at('2027-01-15T17:00:00Z'))
  })

  it('falls on the last day of a shorter month for a start on the 29th to the 31st', () => {
    const start = at('2026-01-31T12:00:00Z')
    expect(nextMonthlyCharge(start, at('2026-02-01T00:00:00Z'))).toEqual(at('2026-02-28T12:00:00Z'))
    expect(nextMonthlyCharge(start, at('2026-03-01T00:00:00Z'))).toEqual(at('2026-03-31T12:00:00Z'))
    expect(nextMonthlyCharge(start, at('2026-04-01T00:00:00Z'))).toEqual(at('2026-04-30T12:00:00Z'))
    // A leap year's February.
    expect(nextMonthlyCharge(at('2027-12-30T12:00:00Z'), at('2028-02-01T00:00:00Z'))).toEqual(
      at('2028-02-29T12:00:00Z'),
    )
  })

  it('is always after now, within a month of it, and on the start day or a month end', () => {
    const instant = fc.date({
      min: at('2020-01-01T00:00:00Z'),
      max: at('2035-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 3650 * 24 * 60 }), (start, minutesLater) => {
        const now = new Date(start.getTime() + minutesLater * 60_000)
        const next = nextMonthlyCharge(start, now)
        expect(next.getTime()).toBeGreaterThan(now.getTime())
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(31 * 24 * 3600_000)
        const lastOfMonth = new Date(
          Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0),
        ).getUTCDate()
        expect([start.getUTCDate(), lastOfMonth]).toContain(next.getUTCDate())
        expect(next.getUTCHours()).toBe(start.getUTCHours())
      }),
    )
  })
})

describe('the end of a pause', () => {
  const start = at('2026-01-31T12:00:00Z')

  it('comes a day after the last charge it skips, so the one after is collected', () => {
    const now = at('2026-03-10T09:00:00Z') // next charge March 31
    expect(pauseEnd(start, now, 1)).toEqual(at('2026-04-01T12:00:00Z'))
    expect(pauseEnd(start, now, 2)).toEqual(at('2026-05-01T12:00:00Z')) // skips April 30
    expect(pauseEnd(start, now, 3)).toEqual(at('2026-06-01T12:00:00Z')) // skips May 31
    expect(nextMonthlyCharge(start, pauseEnd(start, now, 2))).toEqual(at('2026-05-31T12:00:00Z'))
  })

  it('skips exactly `months` charges, whatever the start and the day', () => {
    const instant = fc.date({
      min: at('2020-01-01T00:00:00Z'),
      max: at('2035-01-01T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 3650 * 24 * 60 }),
        fc.integer({ min: 1, max: 3 }),
        (begun, minutesLater, months) => {
          const now = new Date(begun.getTime() + minutesLater * 60_000)
          const end = pauseEnd(begun, now, months)
          let charge = now
          for (let skipped = 0; skipped < months; skipped++) {
            charge = nextMonthlyCharge(begun, charge)
            expect(charge.getTime()).toBeLessThan(end.getTime())
          }
          expect(nextMonthlyCharge(begun, charge).getTime()).toBeGreaterThan(end.getTime())
        },
      ),
    )
  })
})
