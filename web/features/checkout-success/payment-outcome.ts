/**
 * Stripe sends the shopper back to the return URL after a redirect-based payment (3-D Secure,
 * bank pages) with `redirect_status`; these mean nothing was charged.
 */
const notCompleted = new Set(['failed', 'requires_payment_method', 'canceled'])

/** These mean the card or bank accepted the payment; Stripe's webhook still has to confirm it. */
const accepted = new Set(['succeeded', 'processing'])

export interface PaymentOutcome {
  paymentFailed?: true
  /** The payment went through in the browser (in-page, or back from a redirect). */
  paymentSubmitted?: true
}

/** Hand-written like checkoutSearch: route options ship in the first-load bundle. */
export function paymentOutcome(search: Record<string, unknown>): PaymentOutcome {
  const status = String(search.redirect_status)
  if (notCompleted.has(status)) return { paymentFailed: true }
  if (accepted.has(status) || search.paymentSubmitted === true) return { paymentSubmitted: true }
  return {}
}
