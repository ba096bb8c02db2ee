import type { StripeEventContext, StripeEventHandler } from '../payments'
import { handleDonationPaymentEvent } from './donation-payment-events'
import type { WebhookContext } from './donations'
import { handleGiftChargeEvent } from './gift-refunds'

/** What giving's webhook code reads of the context: its settings, the site's address, the time. */
export function webhookContext(ctx: StripeEventContext): WebhookContext {
  return { settings: ctx.settings.giving, publicOrigin: ctx.settings.publicOrigin, now: ctx.now }
}

/**
 * Giving's share of the Stripe webhook (api/stripe-event-routing.ts says when each is asked): a
 * gift's payments, its subscription, and refunds of its charges.
 */
export const givingStripeEvents = {
  donation: (tx, event, ctx) =>
    handleDonationPaymentEvent(tx, event, webhookContext(ctx), ctx.payments),
  giftCharge: (tx, event, ctx) => handleGiftChargeEvent(tx, event, ctx.payments, ctx.now),
} satisfies Record<string, StripeEventHandler>
