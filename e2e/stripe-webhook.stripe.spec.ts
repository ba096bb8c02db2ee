import Stripe from 'stripe'
import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm } from './auth-helpers'
import { expect, test } from './fixtures'
import { e2ePorts } from './ports'

/** Stripe's dashboard as staff use it: the real SDK, talking to the fake Stripe API. */
const dashboard = new Stripe('sk_test_fake', {
  host: '127.0.0.1',
  port: e2ePorts.fakeStripePort,
  protocol: 'http',
})
const webhookUrl = `http://127.0.0.1:${e2ePorts.stripePort}/api/stripe/webhook`

/** A webhook endpoint to this site in the fake Stripe account, removed after the journey. */
const withEndpoint = test.extend<{ endpoint: Stripe.WebhookEndpoint }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take a destructured first argument
  endpoint: async ({}, use) => {
    const endpoint = await dashboard.webhookEndpoints.create({
      url: webhookUrl,
      enabled_events: [
        'payment_intent.succeeded',
        'payment_intent.processing',
        'payment_intent.payment_failed',
        'invoice.paid',
        'invoice.payment_failed',
        'customer.subscription.updated',
        'customer.subscription.deleted',
      ],
    })
    await use(endpoint)
    await dashboard.webhookEndpoints.del(endpoint.id)
  },
})

withEndpoint(
  'staff see which events the Stripe endpoint does not send, add them in Stripe and check again',
  async ({ page, endpoint }) => {
    await page.goto('/auth')
    await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
    await expect(page).toHaveURL(/\/admin$/)
    await openAdminPage(page, 'Settings and health')
    const panel = page.getByRole('region', { name: 'Stripe webhook' })
    // Another journey's visit may have left the server's last-minute answer: ask Stripe now.
    await panel.getByRole('button', { name: 'Check again' }).click()

    const warning = panel.getByRole('alert')
    await expect(warning).toContainText(
      "Add these events to the webhook endpoint in Stripe's dashboard: charge.refunded, charge.dispute.created.",
    )
    const events = panel.getByRole('list', { name: 'Events the site handles' })
    await expect(events.getByRole('listitem').filter({ hasText: 'charge.refunded' })).toContainText(
      'Not sent',
    )
    await expect(
      events.getByRole('listitem').filter({ hasText: 'payment_intent.succeeded' }),
    ).toContainText('Sent')

    // Staff add them in Stripe's dashboard (every event, '*'), then check again.
    await dashboard.webhookEndpoints.update(endpoint.id, { enabled_events: ['*'] })
    await panel.getByRole('button', { name: 'Check again' }).click()
    await expect(panel.getByRole('status')).toContainText(
      `Stripe sends every event the site handles to ${webhookUrl}.`,
    )
    await expect(warning).toHaveCount(0)
    await expect(events.getByText('Not sent')).toHaveCount(0)
  },
)
