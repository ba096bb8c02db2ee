import { isPlainText } from '#core/plain-text'

/**
 * The parts of a back-office list's view kept in its URL (decision 074). Each falls back to
 * nothing when it cannot be read: a mistyped or stale link still opens the list. Written by hand,
 * not with valibot: a route's search validation is part of every page's first load (decision 082).
 */
type Part<T> = (value: unknown) => T | undefined

/** Words searched for, as the API reads them; the router may have read `?q=12` as a number. */
export const searchWords: Part<string> = (value) => {
  const words = typeof value === 'number' ? String(value) : value
  if (typeof words !== 'string') return undefined
  const trimmed = words.trim()
  return trimmed !== '' && trimmed.length <= 200 && isPlainText(trimmed) ? trimmed : undefined
}

/** A page after the first (the first is the list's address without one). */
export const listPage: Part<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 999_999
    ? value
    : undefined

/** One of a list's choices (a status, a type), or none. */
export const choice =
  <const T extends readonly string[]>(options: T): Part<T[number]> =>
  (value) =>
    options.find((option) => option === value)

/** A day, YYYY-MM-DD (the shape valibot's `isoDate` accepts, as the API checks it). */
export const day: Part<string> = (value) =>
  typeof value === 'string' && /^\d{4}-(?:0[1-9]|1[0-2])-(?:[12]\d|0[1-9]|3[01])$/.test(value)
    ? value
    : undefined

/** A list's view: the parts it keeps, each read on its own; what cannot be read is undefined. */
export type ListView<Parts extends Record<string, Part<unknown>>> = {
  [Key in keyof Parts]?: Parts[Key] extends Part<infer T> ? T : never
}

/**
 * The route's `validateSearch` for a list whose URL keeps `parts`. A part it cannot read is
 * there as `undefined`: the router lays the view over the address's own parts, and would
 * otherwise keep the unread text (`?page=x`) for the list to send.
 */
export function listView<Parts extends Record<string, Part<unknown>>>(parts: Parts) {
  return (search: object) =>
    Object.fromEntries(
      Object.entries(parts).map(([key, read]) => [
        key,
        read((search as Record<string, unknown>)[key]),
      ]),
    ) as ListView<Parts>
}

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
