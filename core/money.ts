/** Money is integer cents inside the system; dollars only at the edges. */

export function centsToDollars(cents: number): number {
  return cents / 100
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100)
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatDollars(dollars: number): string {
  return usd.format(dollars)
}
