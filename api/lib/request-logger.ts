import type { MiddlewareHandler } from 'hono'

/** One line per request: method, path, status and duration. */
export function requestLogger(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = (performance.now() - started).toFixed(1)
    console.info(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`)
  }
}
