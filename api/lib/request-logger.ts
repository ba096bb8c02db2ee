import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env'
import { log } from './log'

/** Polled by the load balancer and the monitoring every few seconds: not worth a line each. */
const quietPaths = new Set(['/api/health', '/api/ready', '/metrics'])
/** A proxy's request id is kept when it looks like one (Caddy, nginx and ALBs send such). */
const forwardedId = /^[\w.:-]{8,128}$/

/**
 * Names every request: the proxy's X-Request-Id when it sent a sane one, else a new UUID,
 * answered in X-Request-Id and kept for the error log and a 500's body. With `logRequests`, one
 * JSON line per request: id, method, path (never the query string, which may hold a token),
 * status and milliseconds; health and metrics polls are left out.
 */
export function requestContext(options: { logRequests: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdFor(c.req.header('X-Request-Id'))
    c.set('requestId', requestId)
    c.header('X-Request-Id', requestId)
    await next()
    if (!c.res.headers.has('X-Request-Id')) {
      try {
        c.res.headers.set('X-Request-Id', requestId)
      } catch {
        // An immutable response (a redirect made by Response.redirect): it goes without.
      }
    }
    if (options.logRequests && !quietPaths.has(c.req.path)) {
      logRequest({
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: performance.now() - started,
      })
    }
  }
}

/** A request's id: the proxy's when it looks like one, else a new UUID. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && forwardedId.test(incoming) ? incoming : randomUUID()
}

/** The request log's one line. */
export function logRequest(line: {
  requestId?: string
  method: string
  path: string
  status: number
  ms: number
}) {
  log.info({ ...line, ms: Math.round(line.ms * 10) / 10 }, 'request')
}
