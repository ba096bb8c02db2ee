import { type FakeStripe, fakeApiVersion } from './fake-stripe'
import type { TestApp } from './test-app'

export interface EventOptions {
  /** The event id (default: a new one each call). */
  id?: string
  /** The API version Stripe rendered the event in: the webhook endpoint's (default: the SDK's). */
  apiVersion?: string
}

/**
 * Signed Stripe webhooks for a test app: `send(type, object)` posts an event to
 * /api/stripe/webhook, dated by the test's clock (Stripe checks the signature's age). The object
 * is normally one the fake made and moved (`fake.succeedPayment(id)`, `fake.payInvoice(id)`), so
 * its ids and amounts are the ones the app asked Stripe for.
 */
export function stripeEvents(request: TestApp['request'], fake: FakeStripe, now: () => Date) {
  let sequence = 0
  return function send(type: string, object: object, options: EventOptions = {}) {
    const created = Math.floor(now().getTime() / 1000)
    const event = {
      id: options.id ?? `evt_test_${++sequence}`,
      object: 'event',
      api_version: options.apiVersion ?? fakeApiVersion,
      type,
      created,
      livemode: false,
      pending_webhooks: 1,
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

/** The PaymentIntent id inside a client secret (`pi_…_secret_…`). */
export function intentIdOf(clientSecret: string) {
  return clientSecret.split('_secret_')[0]!
}
