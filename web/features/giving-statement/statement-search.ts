/** /giving-statement's search: the year, and for a donor without an account the signed link. */
export interface StatementSearch {
  year?: number
  email?: string
  token?: string
}

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function statementSearch(search: Record<string, unknown>): StatementSearch {
  const year = Number(search.year)
  const text = (value: unknown) =>
    typeof value === 'string' && value.length <= 254 ? value : undefined
  return {
    ...(Number.isInteger(year) && year >= 2020 && year <= 2100 ? { year } : {}),
    ...(text(search.email) ? { email: text(search.email) } : {}),
    ...(text(search.token) ? { token: text(search.token) } : {}),
  }
}
