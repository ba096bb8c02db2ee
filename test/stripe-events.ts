import type { FakeStripe } from './fake-stripe'
import type { TestApp } from './test-app'

/**
 * Signed Stripe webhooks for a test app: `send(type, object)` posts an event to
 * /api/stripe/webhook, dated by the test's clock (Stripe checks the signature's age).
 */
export function stripeEvents(request: TestApp['request'], fake: FakeStripe, now: () => Date) {
  let sequence = 0
  return function send(type: string, object: Record<string, unknown>, id?: string) {
    const created = Math.floor(now().getTime() / 1000)
    const event = {
      id: id ?? `evt_test_${++sequence}`,
      object: 'event',
      type,
      created,
      data: { object },
    }
    const { payload, signature } = fake.signedEvent(event, created)
    return request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    })
  }
}

/** A one-time gift's PaymentIntent as a webhook carries it. */
export function donationIntent(donationId: number, amount: number) {
  return {
    id: `pi_gift_${donationId}`,
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency: 'usd',
    metadata: { donationId: String(donationId), kind: 'donation' },
  }
}

/** A monthly gift's invoice (API version 2026-10-28: the subscription sits under `parent`). */
export function subscriptionInvoice(id: string, subscriptionId: string, amountPaid: number) {
  return {
    id,
    object: 'invoice',
    amount_paid: amountPaid,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscriptionId, metadata: {} },
    },
  }
}
