import { baseLocale, type Locale, languageTag } from './locale'

/**
 * The organisation's calendar (issue 32): a gift belongs to the year of the day it was made where
 * the organisation files its taxes, not in UTC. A gift made at 7 pm on December 31 in Austin is
 * 01:00 UTC on January 1, and belongs to the year that is ending.
 */

/** The default: the organisation is in Austin, Texas. */
export const defaultTimeZone = 'America/Chicago'

/** Whether `timeZone` is an IANA zone this runtime knows (e.g. `America/Chicago`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock date and time of `at` in `timeZone`, as numbers. */
function wallClock(at: Date, timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const { type, value } of format.formatToParts(at)) parts[type] = Number(value)
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  }
}

/** The calendar year `at` falls in, in `timeZone`. */
export function yearIn(at: Date, timeZone: string): number {
  return wallClock(at, timeZone).year
}

/** The calendar date `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dateIn(at: Date, timeZone: string): string {
  const { year, month, day } = wallClock(at, timeZone)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds (whole seconds). */
function offsetAt(at: Date, timeZone: string): number {
  const wall = wallClock(at, timeZone)
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return asUtc - Math.floor(at.getTime() / 1000) * 1000
}

/** The instant midnight starts January 1 of `year` in `timeZone`. */
function newYear(year: number, timeZone: string): Date {
  const utcMidnight = Date.UTC(year, 0, 1)
  // The offset a little before and at the guess: the second pass settles a zone whose offset
  // changes near the new year (none does today, but the rule should not depend on it).
  const first = utcMidnight - offsetAt(new Date(utcMidnight), timeZone)
  return new Date(utcMidnight - offsetAt(new Date(first), timeZone))
}

/** The year `year` in `timeZone`, as the half-open range of instants [start, end). */
export function yearRange(year: number, timeZone: string): { start: Date; end: Date } {
  return { start: newYear(year, timeZone), end: newYear(year + 1, timeZone) }
}

/**
 * The year a giving statement opens on: the current one, except in January, when donors file
 * for the year just ended.
 */
export function defaultStatementYear(now: Date, timeZone: string): number {
  const wall = wallClock(now, timeZone)
  return wall.month === 1 ? wall.year - 1 : wall.year
}

const longDays = new Map<Locale, Intl.DateTimeFormat>()

/**
 * "July 14, 2026" ("14 de julio de 2026" in Spanish) for a calendar date (YYYY-MM-DD, already the
 * organisation's: no time zone).
 */
export function longDay(day: string, locale: Locale = baseLocale): string {
  let format = longDays.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag[locale], { dateStyle: 'long', timeZone: 'UTC' })
    longDays.set(locale, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}
