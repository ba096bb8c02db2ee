import { authMessages, ChangePasswordSchema } from '#core/schemas/auth'
import { LanguageSettingSchema } from '#core/schemas/language'
import { m } from '#i18n/messages'
import { createRouter } from '../app-env'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { loginAccountKey } from './auth-routes'
import { hashPassword, isCommonPassword, verifyPassword } from './passwords'
import { clearLimit, minutesText, reserveAttempt } from './rate-limit'
import { clearSessionCookie } from './session-cookie'
import { requireUser } from './session-middleware'
import { deleteUserSessions } from './session-store'
import { tooManyRequests } from './throttle'
import { findPasswordHash, setPasswordHash, setUserLocale } from './users'

/**
 * The signed-in user's own account: password, devices and language (their gifts: giving's
 * routes).
 */
export const accountRoutes = createRouter()
  .use(requireUser)
  .put('/password', validate('json', ChangePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const { db, settings, clock } = c.var
    const user = c.var.user!
    if (isCommonPassword(newPassword)) return c.json(errorBody(authMessages.commonPassword), 400)

    // Guessing the current password from a stolen session counts like failed sign-ins.
    const now = clock()
    const accountKey = loginAccountKey(user.username)
    const attempt = await reserveAttempt(
      db,
      [{ key: accountKey, rule: settings.limits.loginAccount }],
      now,
    )
    if (!attempt.allowed) {
      const wait = attempt.retryAfter
      const message = m.forms_too_many_sign_ins({ wait: minutesText(wait) })
      return tooManyRequests(c, wait, message)
    }
    const passwordHash = await findPasswordHash(db, user.id)
    if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
      return c.json(errorBody(authMessages.currentPasswordIncorrect), 400)
    }
    await clearLimit(db, accountKey)

    await setPasswordHash(db, user.id, await hashPassword(newPassword))
    await deleteUserSessions(db, user.id, c.var.session!.id)
    return c.body(null, 204)
  })
  // The member's language (decision 077): what the site's e-mails to them are written in. The
  // language switch sets it as it changes the page's.
  .put('/language', validate('json', LanguageSettingSchema), async (c) => {
    await setUserLocale(c.var.db, c.var.user!.id, c.req.valid('json').locale)
    return c.body(null, 204)
  })
  .post('/sign-out-everywhere', async (c) => {
    await deleteUserSessions(c.var.db, c.var.user!.id)
    clearSessionCookie(c)
    return c.body(null, 204)
  })
