import { localizedPath } from '#core/locale'
import {
  authMessages,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
} from '#core/schemas/auth'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { sendMail } from '../mail'
import { consumeResetToken, createResetToken, resetMail } from './password-reset'
import { hashPassword, isCommonPassword } from './passwords'
import { consume } from './rate-limit'
import { deleteUserSessions } from './session-store'
import { throttlePerIp, tooManyRequests } from './throttle'
import { findUsersByEmail, setPasswordHash } from './users'

/** "Forgot password?": the answer never tells whether an account uses the e-mail. */
export const passwordResetRoutes = createRouter()
  .post(
    '/',
    throttlePerIp('password-reset', 'resetIp'),
    validate('json', PasswordResetRequestSchema),
    async (c) => {
      const { email } = c.req.valid('json')
      const { db, settings, clock } = c.var
      const now = clock()
      const perEmail = await consume(
        db,
        `password-reset:email:${email.toLowerCase()}`,
        settings.limits.resetEmail,
        now,
      )
      if (!perEmail.allowed) return tooManyRequests(c, perEmail.retryAfter)

      // Several accounts may use one address (only a verified one is unique): a link for each.
      for (const user of await findUsersByEmail(db, email)) {
        const token = await createResetToken(db, user.id, now)
        const path = localizedPath('/reset-password', user.locale)
        const link = `${settings.publicOrigin}${path}?token=${token}`
        await sendMail(db, { to: user.email, ...resetMail({ ...user, link }) })
      }
      return c.json({ message: authMessages.resetRequested }, 202)
    },
  )
  .post('/confirm', validate('json', PasswordResetConfirmSchema), async (c) => {
    const { token, password } = c.req.valid('json')
    const { db, clock } = c.var
    if (isCommonPassword(password)) return c.json(errorBody(authMessages.commonPassword), 400)
    const userId = await consumeResetToken(db, token, clock())
    if (userId === undefined) return c.json(errorBody(authMessages.resetLinkInvalid), 400)
    await setPasswordHash(db, userId, await hashPassword(password))
    await deleteUserSessions(db, userId)
    return c.body(null, 204)
  })
