import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dateIn, defaultStatementYear, isTimeZone, yearIn, yearRange } from './calendar-year'

const chicago = 'America/Chicago'

describe("the organisation's calendar year", () => {
  it('puts 7 pm on December 31 in Austin in the year that is ending, and midnight in the next', () => {
    // 18:59:59 CST on Dec 31 is 00:59:59 UTC on Jan 1; midnight CST is 06:00 UTC.
    expect(yearIn(new Date('2026-01-01T00:59:59Z'), chicago)).toBe(2025)
    expect(yearIn(new Date('2026-01-01T05:59:59.999Z'), chicago)).toBe(2025)
    expect(yearIn(new Date('2026-01-01T06:00:00Z'), chicago)).toBe(2026)
    expect(yearIn(new Date('2026-01-01T00:59:59Z'), 'UTC')).toBe(2026)
  })

  it("names the day where the organisation is, padded: Austin's evening is UTC's tomorrow", () => {
    expect(dateIn(new Date('2026-03-02T05:59:59Z'), chicago)).toBe('2026-03-01')
    expect(dateIn(new Date('2026-03-02T06:00:00Z'), chicago)).toBe('2026-03-02')
    expect(dateIn(new Date('2026-03-02T05:59:59Z'), 'UTC')).toBe('2026-03-02')
  })

  it('starts and ends the year at midnight where the organisation is', () => {
    expect(yearRange(2026, chicago)).toEqual({
      start: new Date('2026-01-01T06:00:00Z'),
      end: new Date('2027-01-01T06:00:00Z'),
    })
    expect(yearRange(2026, 'UTC').start).toEqual(new Date('2026-01-01T00:00:00Z'))
    // East of Greenwich the year starts before UTC's: Auckland is UTC+13 in its summer.
    expect(yearRange(2026, 'Pacific/Auckland').start).toEqual(new Date('2025-12-31T11:00:00Z'))
    // A zone with a half-hour offset.
    expect(yearRange(2026, 'Asia/Kolkata').start).toEqual(new Date('2025-12-31T18:30:00Z'))
  })

  it('holds every instant in exactly the range of its own year', () => {
    const zones = fc.constantFrom(
      chicago,
      'UTC',
      'Pacific/Auckland',
      'Asia/Kolkata',
      'Pacific/Kiritimati',
      'America/St_Johns',
    )
    const instants = fc.date({
      min: new Date('1990-01-01'),
      max: new Date('2080-01-01'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(instants, zones, (at, zone) => {
        const year = yearIn(at, zone)
        const { start, end } = yearRange(year, zone)
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime())
        expect(at.getTime()).toBeLessThan(end.getTime())
        expect(yearIn(start, zone)).toBe(year)
        expect(yearIn(new Date(start.getTime() - 1), zone)).toBe(year - 1)
      }),
    )
  })

  it('opens a statement on the current year, and on the last one only in January', () => {
    expect(defaultStatementYear(new Date('2026-11-26T18:00:00Z'), chicago)).toBe(2026)
    expect(defaultStatementYear(new Date('2026-12-31T23:00:00Z'), chicago)).toBe(2026)
    // Still December 31 in Austin, though January in UTC.
    expect(defaultStatementYear(new Date('2027-01-01T05:00:00Z'), chicago)).toBe(2026)
    expect(defaultStatementYear(new Date('2027-01-01T06:00:00Z'), chicago)).toBe(2026)
    expect(defaultStatementYear(new Date('2027-01-31T12:00:00Z'), chicago)).toBe(2026)
    expect(defaultStatementYear(new Date('2027-02-01T06:00:00Z'), chicago)).toBe(2027)
    expect(defaultStatementYear(new Date('2027-02-01T05:59:59Z'), chicago)).toBe(2026)
  })

  it('knows a real zone from a typo', () => {
    expect(isTimeZone(chicago)).toBe(true)
    expect(isTimeZone('America/Chicag')).toBe(false)
    expect(isTimeZone('')).toBe(false)
  })
})
