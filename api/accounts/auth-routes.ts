import type { Context } from 'hono'
import { authMessages, LoginSchema, RegisterSchema } from '#core/schemas/auth'
import { m } from '#i18n/messages'
import type { AppEnv } from '../app-env'
import { createRouter } from '../app-env'
import { clientIp } from '../lib/client-ip'
import { errorBody } from '../lib/errors'
import { validate } from '../lib/validate'
import { tellOwnerOfAddress } from './address-in-use'
import { sendVerification } from './email-verification'
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  spendVerifyTime,
  verifyPassword,
} from './passwords'
import { toPublicUser } from './public-user'
import { clearLimit, minutesText, releaseAttempt, reserveAttempt } from './rate-limit'
import { clearSessionCookie, setSessionCookie } from './session-cookie'
import { createSession, deleteSession } from './session-store'
import { throttlePerIp, tooManyRequests } from './throttle'
import { createUser, findUserByUsername, findUsersByEmail, setPasswordHash } from './users'

/** A fresh session for every sign-in (never the one the browser came with: no fixation). */
export async function startSession(c: Context<AppEnv>, userId: number) {
  const { db, settings, clock, session: previous } = c.var
  if (previous) await deleteSession(db, previous.id)
  const { token, session } = await createSession(db, userId, settings.sessions, clock())
  setSessionCookie(c, token, session.expiresAt)
}

/** The key the failures of one account count against; unknown usernames count the same way. */
export const loginAccountKey = (username: string) => `login:account:${username.toLowerCase()}`

/** Signing in and out, registering, and who is signed in: SPEC §7, docs/decisions/007. */
export const authRoutes = createRouter()
  .get('/user', (c) => {
    if (!c.var.user) return c.json(errorBody(authMessages.notSignedIn), 401)
    return c.json(c.var.user, 200)
  })
  // The web's own question (issue 16): signed out is an answer, not an error, so a visitor's
  // browser logs nothing; GET /api/user keeps the spec's 401 for other clients.
  .get('/session', (c) => c.json({ user: c.var.user ?? null }, 200))
  .post('/login', validate('json', LoginSchema), async (c) => {
    const { username, password } = c.req.valid('json')
    const { db, settings, clock } = c.var
    const now = clock()
    const accountKey = loginAccountKey(username)
    const ip = { key: `login:ip:${clientIp(c)}`, rule: settings.limits.loginIp }
    // Counted before the password is checked, so a burst cannot outrun the limits (decision 009).
    const attempt = await reserveAttempt(
      db,
      [{ key: accountKey, rule: settings.limits.loginAccount }, ip],
      now,
    )
    if (!attempt.allowed) {
      const wait = attempt.retryAfter
      const message = m.forms_too_many_sign_ins({ wait: minutesText(wait) })
      return tooManyRequests(c, wait, message)
    }

    const user = await findUserByUsername(db, username)
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : await spendVerifyTime(password).then(() => false)
    if (!user || !valid) return c.json(errorBody(authMessages.invalidCredentials), 401)

    await clearLimit(db, accountKey)
    await releaseAttempt(db, ip)
    if (needsRehash(user.passwordHash)) {
      await setPasswordHash(db, user.id, await hashPassword(password))
    }
    await startSession(c, user.id)
    return c.json(toPublicUser(user), 200)
  })
  .post(
    '/register',
    throttlePerIp('register', 'register'),
    validate('json', RegisterSchema),
    async (c) => {
      const input = c.req.valid('json')
      if (isCommonPassword(input.password)) {
        return c.json(errorBody(authMessages.commonPassword), 400)
      }
      const { db, settings } = c.var
      const passwordHash = await hashPassword(input.password)
      // The app's clock, like sessions: the forum's new-account window starts here.
      const now = c.var.clock()
      // An address in use answers like any sign-up; its owner is told instead (decision 010).
      const [owner] = await findUsersByEmail(db, input.email, 1)
      const result = await createUser(db, input, passwordHash, now)
      if ('taken' in result) return c.json(errorBody(authMessages.usernameTaken), 409)
      const created = result.user
      const origin = settings.publicOrigin
      if (owner) {
        await tellOwnerOfAddress(db, owner, { origin, rule: settings.limits.resetEmail, now })
      } else {
        await sendVerification(db, created, origin, now)
      }
      await startSession(c, created.id)
      return c.json(created, 201)
    },
  )
  .post('/logout', async (c) => {
    if (c.var.session) await deleteSession(c.var.db, c.var.session.id)
    clearSessionCookie(c)
    return c.body(null, 204)
  })
