/**
 * `?token=…` of an e-mailed link's page (/verify-email, /confirm-subscription, /unsubscribe).
 * Hand-written, as on /auth: no valibot in the first-load bundle.
 */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {}
}
