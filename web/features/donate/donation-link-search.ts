/** /donations/:id/receipt and /manage: the signed `token`, and Stripe's `redirect_status`. */
export interface DonationLinkSearch {
  token?: string
  redirectFailed?: true
}

const notCompleted = new Set(['failed', 'requires_payment_method', 'canceled'])

/** Hand-written: route options ship in the first-load bundle (see web/routes/auth.tsx). */
export function donationLinkSearch(search: Record<string, unknown>): DonationLinkSearch {
  const result: DonationLinkSearch = {}
  if (typeof search.token === 'string' && /^[\w.-]{1,120}$/.test(search.token)) {
    result.token = search.token
  }
  if (notCompleted.has(String(search.redirect_status))) result.redirectFailed = true
  return result
}

/** A route's `$id` as a donation id, or null. */
export function donationIdParam(id: string): number | null {
  const n = Number(id)
  return /^\d{1,10}$/.test(id) && n >= 1 && n <= 2_147_483_647 ? n : null
}
