import type { MiddlewareHandler } from 'hono'

/** One line per request: method, path, status and duration. */
export function requestLogger(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    logRequest(c.req.method, c.req.path, c.res.status, performance.now() - started)
  }
}

/** The request log's one line. */
export function logRequest(method: string, path: string, status: number, ms: number) {
  console.info(`${method} ${path} ${status} ${ms.toFixed(1)}ms`)
}
