import { webhookContext } from '../giving'
import type { StripeEventHandler } from '../payments'
import { handleOrderPaymentEvent } from './order-payments'
import { handleOrderChargeEvent } from './refunds'

/**
 * The shop's share of the Stripe webhook (api/stripe-event-routing.ts says when each is asked): an
 * order's payment, and refunds and disputes of its charge.
 */
export const shopStripeEvents = {
  orderPayment: (tx, event, ctx) => handleOrderPaymentEvent(tx, event, webhookContext(ctx)),
  orderCharge: (tx, event, ctx) => handleOrderChargeEvent(tx, event, ctx.payments, ctx.now),
} satisfies Record<string, StripeEventHandler>
