import * as v from 'valibot'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { optionalQuery, validate } from '../lib/validate'
import { confirmSubscription, findSubscriber, subscriberIdOf, unsubscribe } from './subscribers'

export const subscriptionMessages = {
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid.',
} as const

const ConfirmSchema = v.strictObject({
  token: v.pipe(
    v.string(subscriptionMessages.confirmLinkInvalid),
    v.regex(/^[a-z2-7]{10,100}$/, subscriptionMessages.confirmLinkInvalid),
  ),
})

/**
 * Double opt-in and unsubscribing (docs/decisions/029), no account needed. POST /unsubscribe is
 * RFC 8058's one-click target: mail providers POST `List-Unsubscribe=One-Click` to it, without an
 * Origin, and it acts at once; the /unsubscribe page reads GET first and asks.
 */
export const subscriptionRoutes = createRouter()
  .post('/confirm', validate('json', ConfirmSchema), async (c) => {
    const email = await confirmSubscription(c.var.db, c.req.valid('json').token, c.var.clock())
    if (!email) return c.json(errorBody(subscriptionMessages.confirmLinkInvalid), 400)
    return c.json({ email, status: 'confirmed' as const }, 200)
  })
  .get('/unsubscribe', optionalQuery('token'), async (c) => {
    const { db, settings } = c.var
    const id = subscriberIdOf(settings.giving.linkSecret, c.req.valid('query').token)
    const row = id === undefined ? undefined : await findSubscriber(db, id)
    if (!row) return c.json(errorBody(subscriptionMessages.unsubscribeLinkInvalid), 400)
    return c.json(row, 200)
  })
  .post('/unsubscribe', optionalQuery('token'), async (c) => {
    const { db, settings, clock } = c.var
    const id = subscriberIdOf(settings.giving.linkSecret, c.req.valid('query').token)
    const row = id === undefined ? undefined : await unsubscribe(db, id, clock())
    if (!row) return c.json(errorBody(subscriptionMessages.unsubscribeLinkInvalid), 400)
    return c.json(row, 200)
  })
