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
