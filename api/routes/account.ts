import { eq } from 'drizzle-orm'
import { authMessages, ChangePasswordSchema } from '../../core/schemas/auth'
import { users } from '../../db/schema'
import { createRouter } from '../lib/app-env'
import { requireUser } from '../lib/auth-middleware'
import { donationsOfUser, toDonorGifts } from '../lib/donor-gifts'
import { errorBody } from '../lib/errors'
import { hashPassword, isCommonPassword, verifyPassword } from '../lib/passwords'
import { blockedFor, minutesText, recordFailure } from '../lib/rate-limit'
import { clearSessionCookie } from '../lib/session-cookie'
import { deleteUserSessions } from '../lib/session-store'
import { tooManyRequests } from '../lib/throttle'
import { setPasswordHash } from '../lib/users'
import { validate } from '../lib/validate'
import { loginAccountKey } from './auth'

/** The signed-in user's own account: password, devices and gifts. */
export const accountRoutes = createRouter()
  .use(requireUser)
  .put('/password', validate('json', ChangePasswordSchema), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json')
    const { db, auth } = c.var
    const user = c.var.user!
    if (isCommonPassword(newPassword)) return c.json(errorBody(authMessages.commonPassword), 400)

    // Guessing the current password from a stolen session counts like failed sign-ins.
    const now = auth.now()
    const accountKey = loginAccountKey(user.username)
    const wait = await blockedFor(db, [accountKey], now)
    if (wait > 0) {
      const message = `Too many sign-in attempts. Please try again in ${minutesText(wait)}.`
      return tooManyRequests(c, wait, message)
    }
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, user.id))
    if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
      await recordFailure(db, accountKey, auth.limits.loginAccount, now)
      return c.json(errorBody(authMessages.currentPasswordIncorrect), 400)
    }

    await setPasswordHash(db, user.id, await hashPassword(newPassword))
    await deleteUserSessions(db, user.id, c.var.session!.id)
    return c.body(null, 204)
  })
  .get('/donations', async (c) => {
    const { db, shop, auth } = c.var
    const rows = await donationsOfUser(db, c.var.user!)
    c.header('Cache-Control', 'private, no-store')
    return c.json(await toDonorGifts(db, shop.giving, rows, auth.now()), 200)
  })
  .post('/sign-out-everywhere', async (c) => {
    await deleteUserSessions(c.var.db, c.var.user!.id)
    clearSessionCookie(c)
    return c.body(null, 204)
  })
