/**
 * When a monthly gift is charged next (issue 32, the manage page): Stripe bills a subscription
 * at its start plus whole months (its billing cycle anchor), on the last day of a shorter month
 * for a start on the 29th to the 31st. Answers the first such instant after `now`.
 */
export function nextMonthlyCharge(start: Date, now: Date): Date {
  const monthsSince =
    (now.getUTCFullYear() - start.getUTCFullYear()) * 12 + now.getUTCMonth() - start.getUTCMonth()
  for (let months = Math.max(1, monthsSince); ; months++) {
    const at = monthsAfter(start, months)
    if (at.getTime() > now.getTime()) return at
  }
}

/**
 * When a pause of `months` monthly payments ends (issue 32, decision 060): a day after the last
 * charge it skips, so Stripe voids exactly those invoices and collects the one after. Months are
 * at least 28 days, so a day's margin never reaches the next charge.
 */
export function pauseEnd(start: Date, now: Date, months: number): Date {
  let skipped = nextMonthlyCharge(start, now)
  for (let month = 1; month < months; month++) skipped = nextMonthlyCharge(start, skipped)
  return new Date(skipped.getTime() + dayMs)
}

const dayMs = 24 * 3600_000

/** `start` plus `months` calendar months in UTC, the day clamped to the month's last. */
function monthsAfter(start: Date, months: number): Date {
  const year = start.getUTCFullYear()
  const month = start.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  )
}
