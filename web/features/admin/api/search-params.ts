import * as v from 'valibot'
import { plain } from '#core/schemas/fields'

/**
 * The parts of a back-office list's view kept in its URL (decision 074). Each falls back to
 * nothing when it cannot be read: a mistyped or stale link still opens the list.
 */

/** Words searched for; the router may have read `?q=12` as a number, which is still text. */
export const searchWords = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.trim(),
      v.nonEmpty(),
      v.maxLength(200),
      plain(),
    ),
  ),
  undefined,
)

/** A page after the first (the first is the list's address without one). */
export const listPage = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(999_999))),
  undefined,
)

/** One of a list's choices (a status, a type), or none. */
export const choice = <const T extends readonly [string, ...string[]]>(options: T) =>
  v.fallback(v.optional(v.picklist(options)), undefined)

/** A day, YYYY-MM-DD. */
export const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined)

/** A record's number in a route's path (`/admin/gifts/12`); 0 for what is not one, found by none. */
export const recordId = (param: string) => (/^[1-9]\d{0,9}$/.test(param) ? Number(param) : 0)

/** A list's view as its API's query: only what is chosen, the page as text. */
export function apiQuery(view: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(view).flatMap(([key, value]) =>
      value === undefined || value === '' ? [] : [[key, String(value)]],
    ),
  )
}
