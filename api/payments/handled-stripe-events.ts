import type Stripe from 'stripe'

/**
 * Every Stripe event this site acts on, with what it does: the one list. The webhook hands an
 * event to a handler only when its type is here (stripe-events.ts), each type here has its shape
 * (stripe-event-shapes.ts), the README's list is tested against it, and /admin shows whether
 * Stripe's endpoint sends each one (webhook-setup.ts).
 */
export const handledStripeEvents = {
  'payment_intent.succeeded': 'Marks an order or a one-time gift paid',
  'payment_intent.processing': 'Marks a gift by bank debit as waiting for the bank',
  'payment_intent.payment_failed':
    'Marks an order (its stock released) or a gift failed; emails a donor whose debit bounced',
  'invoice.paid': "Records a monthly gift's payment and sends its receipt",
  'invoice.payment_failed': 'Emails a monthly donor whose payment failed',
  'customer.subscription.updated':
    "Keeps a monthly gift's status and pause in step (past due, active, paused)",
  'customer.subscription.deleted': 'Ends a monthly gift canceled in Stripe',
  'charge.refunded': 'Records refunds of orders and gifts, those made in the Stripe dashboard too',
  'charge.dispute.created': 'Flags an order whose payment the cardholder disputes',
} as const satisfies Partial<Record<Stripe.WebhookEndpointCreateParams.EnabledEvent, string>>

export type HandledStripeEvent = keyof typeof handledStripeEvents

/** The handled event types, in the list's order. */
export const handledStripeEventTypes = Object.keys(handledStripeEvents) as HandledStripeEvent[]

export function isHandledStripeEvent(type: string): type is HandledStripeEvent {
  return Object.hasOwn(handledStripeEvents, type)
}

/** Where Stripe delivers them (mounted in api/app.ts; the README names it too). */
export const stripeWebhookPath = '/api/stripe/webhook'
