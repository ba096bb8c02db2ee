import type { Context, Next } from 'hono'
import {
  PushSubscriptionSchema,
  PushTopicsSchema,
  PushUnsubscribeSchema,
  pushMessages,
} from '#core/schemas/push'
import { requireUser } from '../accounts'
import { type AppEnv, createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { isAllowedEndpoint } from './endpoints'
import { choicesOf, removeSubscription, saveSubscription, setTopics } from './subscriptions'

/** The signed-in member and their sign-in on the device asking. */
const subscriber = (c: Context<AppEnv>) => ({
  userId: c.var.user!.id,
  sessionId: c.var.session!.id,
})

/** Without VAPID keys push is off (decision 096): every push address answers 404, as unknown. */
async function pushOn(c: Context<AppEnv>, next: Next) {
  if (!c.var.settings.push) return c.json(errorBody(pushMessages.off), 404)
  await next()
}

/**
 * Web Push (issue 36): the site's public key for a browser to subscribe with, and a signed-in
 * member's devices and chosen topics (decision 095).
 */
export const pushRoutes = createRouter()
  .use(pushOn)
  .get('/public-key', (c) =>
    c.json({ publicKey: c.var.settings.push!.vapid.publicKey }, 200, {
      'Cache-Control': 'public, max-age=300',
    }),
  )
  .use(requireUser)
  .get('/choices', async (c) => c.json(await choicesOf(c.var.db, subscriber(c)), 200))
  .put('/topics', validate('json', PushTopicsSchema), async (c) => {
    await setTopics(c.var.db, c.var.user!.id, c.req.valid('json').topics)
    return c.json(await choicesOf(c.var.db, subscriber(c)), 200)
  })
  .post('/subscriptions', validate('json', PushSubscriptionSchema), async (c) => {
    const subscription = c.req.valid('json')
    if (!isAllowedEndpoint(subscription.endpoint, c.var.settings.push!.extraOrigins))
      return c.json(errorBody(pushMessages.endpoint), 400)
    await saveSubscription(c.var.db, subscriber(c), subscription, c.var.clock())
    return c.json(await choicesOf(c.var.db, subscriber(c)), 201)
  })
  .delete('/subscriptions', validate('json', PushUnsubscribeSchema), async (c) => {
    await removeSubscription(c.var.db, c.var.user!.id, c.req.valid('json').endpoint)
    return c.json(await choicesOf(c.var.db, subscriber(c)), 200)
  })
