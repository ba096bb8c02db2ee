import { authMessages, VerifyEmailSchema } from '#core/schemas/auth'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { consumeVerification, sendVerification } from './email-verification'
import { consume } from './rate-limit'
import { requireUser } from './session-middleware'
import { tooManyRequests } from './throttle'

/** E-mail verification (docs/decisions/024): open the e-mailed link; ask for a new one. */
export const emailVerificationRoutes = createRouter()
  .post('/', validate('json', VerifyEmailSchema), async (c) => {
    const { db, clock } = c.var
    const userId = await consumeVerification(db, c.req.valid('json').token, clock())
    if (userId === undefined) return c.json(errorBody(authMessages.verifyLinkInvalid), 400)
    return c.json({ verified: true, userId }, 200)
  })
  .post('/send', requireUser, async (c) => {
    const { db, settings, clock } = c.var
    const user = c.var.user!
    if (user.emailVerified) return c.json(errorBody(authMessages.alreadyVerified), 409)
    const allowed = await consume(
      db,
      `verify-email:user:${user.id}`,
      { limit: 5, windowSeconds: 3600 },
      clock(),
    )
    if (!allowed.allowed) return tooManyRequests(c, allowed.retryAfter)
    await sendVerification(db, user, settings.publicOrigin, clock())
    return c.json({ message: authMessages.verificationSent }, 202)
  })
