/** Money is integer cents inside the system; dollars only at the edges. */

export function centsToDollars(cents: number): number {
  return cents / 100
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

// Made when first needed: building a formatter loads its locale's data, a few milliseconds of a
// phone's main thread that a page's first task can do without (decision 066).
let usd: Intl.NumberFormat | undefined

export function formatDollars(dollars: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  return usd.format(dollars)
}
