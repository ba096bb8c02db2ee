import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import Stripe from 'stripe'
import { fakeApiVersion, fakeWebhookSecret } from '../test/fake-stripe'
import { e2ePorts } from './ports'

/** What Stripe does once a card is confirmed (test/fake-stripe.ts helpers). */
type FakeStripeMove =
  | 'succeed'
  | 'succeed-setup'
  | 'process'
  | 'fail'
  | 'pay-invoice'
  | 'fail-invoice'
  /** Not a move: the object as the fake holds it now. */
  | 'retrieve'

/**
 * Moves a PaymentIntent (`succeed`, `fail`) or a subscription's invoice (`pay-invoice`,
 * `fail-invoice`) in the fake Stripe API as Stripe would, and returns the object as a webhook
 * event carries it: its ids and amounts are the ones the app asked Stripe for.
 */
export async function fakeStripe(request: APIRequestContext, move: FakeStripeMove, id: string) {
  const response = await request.post(
    `http://127.0.0.1:${e2ePorts.fakeStripePort}/__fake/${move}/${id}`,
  )
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Record<string, unknown>
}

/** Posts a Stripe webhook event of `type` about `object`, signed as Stripe would sign it. */
export async function postStripeWebhook(request: APIRequestContext, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: fakeApiVersion,
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  })
  const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({
    payload,
    secret: fakeWebhookSecret,
  })
  const response = await request.post('/api/stripe/webhook', {
    data: payload,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  })
  expect(response.status(), await response.text()).toBe(200)
}
