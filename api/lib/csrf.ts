import { createMiddleware } from 'hono/factory'
import { HTTPException } from 'hono/http-exception'
import { authMessages } from '#core/schemas/auth'
import type { AppEnv } from '../app-env'
import { isHttps } from './client-ip'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses state-changing requests a browser sent from another site (docs/decisions/008):
 * Sec-Fetch-Site 'cross-site' or 'same-site', or an Origin that is not this site's.
 * Requests with neither header are not from a browser page and pass.
 */
export const csrfProtection = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method)) return next()
  const fetchSite = c.req.header('Sec-Fetch-Site')
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') refuse()
  const origin = c.req.header('Origin')
  if (origin !== undefined && origin !== siteOrigin(c)) refuse()
  await next()
})

function refuse(): never {
  throw new HTTPException(403, { message: authMessages.crossSite })
}

/** This site's origin as the browser sees it: the Host it addressed, and the scheme it used. */
function siteOrigin(c: Parameters<typeof isHttps>[0]): string {
  const forwardedHost = c.var.settings.trustProxy ? c.req.header('X-Forwarded-Host') : undefined
  const host =
    forwardedHost?.split(',')[0]?.trim() || c.req.header('Host') || new URL(c.req.url).host
  return `${isHttps(c) ? 'https' : 'http'}://${host.toLowerCase()}`
}
