import { localizedPath } from '#core/locale'
import { authMessages, SignInLinkConfirmSchema, SignInLinkRequestSchema } from '#core/schemas/auth'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { sendMail } from '../mail'
import { loginAccountKey, startSession } from './auth-routes'
import { toPublicUser } from './public-user'
import { clearLimit, consume } from './rate-limit'
import { consumeSignInToken, createSignInToken, signInMail } from './sign-in-links'
import { throttlePerIp, tooManyRequests } from './throttle'
import { findUserById, findUsersByEmail } from './users'

/**
 * Signing in without a password (WCAG 3.3.8, docs/decisions/085): a link e-mailed to the account's
 * address. Like "Forgot password?", asking never tells whether an account uses the address, and
 * counts against the same limits per client and per address.
 */
export const signInLinkRoutes = createRouter()
  .post(
    '/',
    throttlePerIp('sign-in-link', 'resetIp'),
    validate('json', SignInLinkRequestSchema),
    async (c) => {
      const { email, redirect } = c.req.valid('json')
      const { db, settings, clock } = c.var
      const now = clock()
      const perEmail = await consume(
        db,
        `sign-in-link:email:${email.toLowerCase()}`,
        settings.limits.resetEmail,
        now,
      )
      if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter)

      // Several accounts may use one address (only a verified one is unique): a link for each,
      // naming its username.
      for (const user of await findUsersByEmail(db, email)) {
        const token = await createSignInToken(db, user.id, now)
        const search = new URLSearchParams({ token, ...(redirect ? { redirect } : {}) })
        const path = localizedPath('/sign-in-link', user.locale)
        const link = `${settings.publicOrigin}${path}?${search}`
        await sendMail(db, { to: user.email, ...signInMail({ ...user, link }) })
      }
      return c.json({ message: authMessages.signInLinkSent }, 202)
    },
  )
  .post('/confirm', validate('json', SignInLinkConfirmSchema), async (c) => {
    const { db, clock } = c.var
    const userId = await consumeSignInToken(db, c.req.valid('json').token, clock())
    const user = userId === undefined ? undefined : await findUserById(db, userId)
    if (!user) return c.json(errorBody(authMessages.signInLinkInvalid), 400)
    // Opening the link proves the mailbox, as a correct password would: failed passwords no
    // longer hold the account back.
    await clearLimit(db, loginAccountKey(user.username))
    await startSession(c, user.id)
    return c.json(toPublicUser(user), 200)
  })
