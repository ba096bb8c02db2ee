import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env'

/**
 * What the visitor's request says, read through the proxy when TRUST_PROXY=true: its address and
 * whether it came over HTTPS.
 */

/** HTTPS as the visitor sees it: the URL, or the proxy's X-Forwarded-Proto when it is trusted. */
export function isHttps(c: Context<AppEnv>): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true
  if (!c.var.settings.trustProxy) return false
  const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https'
}

/**
 * The address throttling counts against: the first X-Forwarded-For hop when TRUST_PROXY=true
 * (the proxy must overwrite that header), else the socket's address. Requests without a socket
 * (tests' `app.request`) all count as 'unknown'; tests set TRUST_PROXY and X-Forwarded-For to vary it.
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.settings.trustProxy) {
    const first = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (first) return first
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
