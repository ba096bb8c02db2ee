import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './app-env'

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
