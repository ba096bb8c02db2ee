import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '#core/schemas/auth'
import type { AppEnv } from '../app-env'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie'
import { validateSessionToken } from './session-store'

/** Puts the signed-in `user` and `session` (or null) on the context; renews or clears the cookie. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  c.set('session', null)
  const token = readSessionCookie(c)
  if (token) {
    const { db, settings, clock } = c.var
    const found = await validateSessionToken(db, token, settings.sessions, clock())
    if (!found) {
      clearSessionCookie(c)
    } else {
      c.set('user', found.user)
      c.set('session', found.session)
      if (found.renewed) setSessionCookie(c, token, found.session.expiresAt)
    }
  }
  await next()
})

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: authMessages.notSignedIn })
  await next()
})

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.user) throw new HTTPException(401, { message: authMessages.notSignedIn })
  if (!c.var.user.isAdmin) throw new HTTPException(403, { message: authMessages.adminsOnly })
  await next()
})

/** The header a queued offline write carries: the id of the member who made it. */
export const expectedUserHeader = 'X-Expected-User'

/**
 * A write queued offline by one member must not be sent under another's session (someone else
 * signed in on this device meanwhile): when it names its member and that is not who is signed
 * in, it is refused with 409 and nothing changes (docs/decisions/026).
 */
export const refuseOtherUser = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.req.header(expectedUserHeader)
  if (expected !== undefined && c.req.method !== 'GET' && expected !== String(c.var.user?.id)) {
    throw new HTTPException(409, { message: authMessages.otherUser })
  }
  await next()
})
