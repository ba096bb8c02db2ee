import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '../../core/schemas/auth'
import type { AppEnv } from './app-env'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie'
import { validateSessionToken } from './session-store'

/** Puts the signed-in `user` and `session` (or null) on the context; renews or clears the cookie. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  c.set('session', null)
  const token = readSessionCookie(c)
  if (token) {
    const { sessions, now } = c.var.auth
    const found = await validateSessionToken(c.var.db, token, sessions, now())
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
