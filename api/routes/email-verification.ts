import { authMessages, VerifyEmailSchema } from '../../core/schemas/auth'
import { createRouter } from '../lib/app-env'
import { requireUser } from '../lib/auth-middleware'
import { consumeVerification, sendVerification } from '../lib/email-verification'
import { errorBody } from '../lib/errors'
import { consume } from '../lib/rate-limit'
import { tooManyRequests } from '../lib/throttle'
import { validate } from '../lib/validate'

/** E-mail verification (docs/decisions/024): open the e-mailed link; ask for a new one. */
export const emailVerificationRoutes = createRouter()
  .post('/', validate('json', VerifyEmailSchema), async (c) => {
    const { db, auth } = c.var
    const userId = await consumeVerification(db, c.req.valid('json').token, auth.now())
    if (userId === undefined) return c.json(errorBody(authMessages.verifyLinkInvalid), 400)
    return c.json({ verified: true, userId }, 200)
  })
  .post('/send', requireUser, async (c) => {
    const { db, auth } = c.var
    const user = c.var.user!
    if (user.emailVerified) return c.json(errorBody(authMessages.alreadyVerified), 409)
    const allowed = await consume(
      db,
      `verify-email:user:${user.id}`,
      { limit: 5, windowSeconds: 3600 },
      auth.now(),
    )
    if (!allowed.allowed) return tooManyRequests(c, allowed.retryAfter)
    await sendVerification(db, user, auth.publicOrigin, auth.now())
    return c.json({ message: authMessages.verificationSent }, 202)
  })
