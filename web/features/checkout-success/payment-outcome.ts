/**
 * Stripe sends the shopper back to the return URL after a redirect-based payment (3-D Secure,
 * bank pages) with `redirect_status`; these mean nothing was charged.
 */
const notCompleted = new Set(['failed', 'requires_payment_method', 'canceled'])

export interface PaymentOutcome {
  paymentFailed?: true
}

/** Hand-written like checkoutSearch: route options ship in the first-load bundle. */
export function paymentOutcome(search: Record<string, unknown>): PaymentOutcome {
  return notCompleted.has(String(search.redirect_status)) ? { paymentFailed: true } : {}
}
