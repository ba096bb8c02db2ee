import * as v from 'valibot'
import { createRouter } from '../app-env'
import { validate } from '../lib/validate'
import { stripeWebhookPath } from './handled-stripe-events'
import { checkWebhookSetup } from './webhook-setup'

/**
 * GET /api/admin/stripe-webhook (behind the admin guard): whether the endpoint in Stripe sends
 * this site every event it handles. Always 200: Stripe down or unset is a state the panel shows.
 * `?refresh=1` asks Stripe again instead of answering the last minute's answer.
 */
export const webhookSetupAdminRoutes = createRouter().get(
  '/',
  validate('query', v.object({ refresh: v.optional(v.literal('1', 'refresh is 1 or absent')) })),
  async (c) => {
    const { payments, settings, clock } = c.var
    const setup = await checkWebhookSetup(payments, {
      webhookUrl: `${settings.publicOrigin}${stripeWebhookPath}`,
      now: clock(),
      refresh: c.req.valid('query').refresh === '1',
    })
    return c.json(setup, 200)
  },
)
