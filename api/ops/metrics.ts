import { timingSafeEqual } from 'node:crypto'
import { and, count, isNotNull, isNull } from 'drizzle-orm'
import type { MiddlewareHandler } from 'hono'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DatabaseHandle } from '../../db/client'
import { outbox } from '../../db/schema/mail'
import { type AppEnv, createRouter } from '../app-env'
import { errorBody } from '../lib/errors'

/** The route a page view is counted under: the home page's own, or the one for every other. */
const pageRoute = (path: string) => (path === '/' ? '/' : '/*')

const webhooks: Record<string, string> = {
  '/api/stripe/webhook': 'stripe',
  '/api/paypal/webhook': 'paypal',
}

/**
 * Prometheus metrics (issue 17): requests and their latency by route (the route's pattern, so
 * /api/products/:id is one series), webhook failures by provider, the outbox's backlog and
 * failures, this process's database connections, and the process's own (memory, CPU, event-loop
 * lag, handles).
 */
export function createMetrics(database: Pick<DatabaseHandle, 'db' | 'poolStats'>) {
  const { db } = database
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers,
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  })
  const webhookFailures = new Counter({
    name: 'webhook_failures_total',
    help: 'Payment webhooks answered with an error (the provider retries them)',
    labelNames: ['provider'],
    registers,
  })
  new Gauge({
    name: 'outbox_backlog',
    help: 'Emails waiting to be delivered',
    registers,
    async collect() {
      const [row] = await db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)))
      this.set(row?.n ?? 0)
    },
  })
  new Gauge({
    name: 'outbox_failed',
    help: 'Emails that failed for good (staff can resend them)',
    registers,
    async collect() {
      const [row] = await db.select({ n: count() }).from(outbox).where(isNotNull(outbox.failedAt))
      this.set(row?.n ?? 0)
    },
  })

  new Gauge({
    name: 'db_pool_connections',
    help: "This process's database connections: the pool's size (max), open, and busy (active)",
    labelNames: ['state'],
    registers,
    async collect() {
      const stats = await database.poolStats()
      for (const state of ['max', 'open', 'active'] as const) this.set({ state }, stats[state])
    },
  })

  const measure: MiddlewareHandler<AppEnv> = async (c, next) => {
    const stop = latency.startTimer()
    await next()
    const route = c.req.routePath || 'unmatched'
    stop({ method: c.req.method, route })
    requests.inc({ method: c.req.method, route, status: String(c.res.status) })
    const provider = webhooks[c.req.path]
    if (provider && c.res.status >= 400) webhookFailures.inc({ provider })
  }
  /** A page answered at the socket (decision 068), counted as the app counts its pages. */
  const answeredPage = (answer: {
    method: string
    path: string
    status: number
    seconds: number
  }) => {
    const route = pageRoute(answer.path)
    latency.observe({ method: answer.method, route }, answer.seconds)
    requests.inc({ method: answer.method, route, status: String(answer.status) })
  }
  return { registry, measure, answeredPage }
}

/**
 * GET /metrics for Prometheus, with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 * configured the metrics are not served at all (404), with a wrong one 401.
 */
export function metricsRoutes(registry: Registry | undefined, token: string | undefined) {
  return createRouter().get('/', async (c) => {
    if (!token || !registry) return c.json(errorBody('Not found'), 404)
    const given = Buffer.from(c.req.header('Authorization') ?? '')
    const expected = Buffer.from(`Bearer ${token}`)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.json(errorBody('A valid metrics token is required'), 401)
    }
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    })
  })
}
