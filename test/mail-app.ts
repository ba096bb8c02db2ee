import { afterAll } from 'vitest'
import { startFakeStripe } from './fake-stripe'
import { stripeEvents } from './stripe-events'
import { createTestApp } from './test-app'

/**
 * An app whose e-mails can be read as sent: payments through the Stripe stand-in (closed after
 * the file's tests), the public origin and signing secret links need, the EIN receipts name,
 * and a clock fixed at mid-June 2026. `send` delivers Stripe's events to the webhook.
 */
export async function createMailApp() {
  const fake = await startFakeStripe()
  afterAll(fake.close)
  const clock = new Date('2026-06-15T12:00:00Z')
  const app = await createTestApp({
    env: {
      ...fake.env,
      PUBLIC_ORIGIN: 'https://brightminds.example',
      DONATION_LINK_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
      ORG_EIN: '12-3456789',
    },
    clock: () => clock,
  })
  return { ...app, fake, clock, send: stripeEvents(app.request, fake, () => clock) }
}
