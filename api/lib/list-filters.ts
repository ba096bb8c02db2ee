import { eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

/** One page of every back-office list (decision 031). */
export const backOfficePageSize = 25

/** `q` as an ILIKE pattern matching it anywhere, its own % _ and \ taken literally. */
export function containsPattern(q: string) {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** `from` and `to` (YYYY-MM-DD, inclusive, UTC) on a timestamp column: zero, one or two conditions. */
export function createdBetween(column: PgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = []
  if (from) conditions.push(gte(column, new Date(`${from}T00:00:00Z`)))
  if (to) {
    const end = new Date(`${to}T00:00:00Z`)
    end.setUTCDate(end.getUTCDate() + 1)
    conditions.push(lt(column, end))
  }
  return conditions
}

/**
 * A list's search box: "#12" is record 12 and nothing else; "12" is record 12 or any of
 * `text` containing 12; anything else is `text` containing it, case-insensitively.
 */
export function numberOrText(q: string, id: PgColumn, text: (SQL | PgColumn)[]): SQL {
  const number = /^#(\d{1,9})$/.exec(q)
  if (number) return eq(id, Number(number[1]))
  const pattern = containsPattern(q)
  const matches = text.map((column) => ilike(column, pattern))
  if (/^\d{1,9}$/.test(q)) matches.push(eq(id, Number(q)))
  return or(...matches)!
}
