import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import Stripe from 'stripe'
import { fakeWebhookSecret } from '../test/fake-stripe'

/** Posts a Stripe webhook event of `type` about `object`, signed as Stripe would sign it. */
export async function postStripeWebhook(request: APIRequestContext, type: string, object: object) {
  const payload = JSON.stringify({
    id: `evt_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
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
