import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { sessionCookie } from '#core/cookies'
import type { AppEnv } from '../app-env'
import { isHttps } from '../lib/client-ip'

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; over HTTPS also Secure with the `__Host-`
 * prefix, which the browser only accepts from a secure origin, for the whole host, with no Domain.
 */
const { plain: plainName, secure: hostName } = sessionCookie

function cookieOptions(c: Context<AppEnv>) {
  const secure = isHttps(c)
  return {
    name: secure ? hostName : plainName,
    options: { httpOnly: true, sameSite: 'Lax', path: '/', secure } as const,
  }
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, cookieOptions(c).name)
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date) {
  const { name, options } = cookieOptions(c)
  setCookie(c, name, token, { ...options, expires: expiresAt })
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const { name, options } = cookieOptions(c)
  deleteCookie(c, name, options)
}

/**
 * Whether a request's Cookie header carries a session (under either name): such a visitor is
 * rendered their own page rather than the signed-out copy every other visitor shares.
 */
export function hasSessionCookie(header: string | undefined): boolean {
  if (!header) return false
  return header.split(';').some((pair) => {
    const name = pair.slice(0, pair.indexOf('=')).trim()
    return name === plainName || name === hostName
  })
}
