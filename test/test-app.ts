import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hc } from 'hono/client'
import { afterAll } from 'vitest'
import { type AppType, createApp } from '../api/app'
import { loadEnv } from '../api/env'
import type { JsonCache } from '../api/lib/json-cache'
import { createMetrics } from '../api/ops/metrics'
import { catalogueChannel, createCatalogueCache } from '../api/shop/catalogue-cache'
import { createPageCache, type PageCache, pageCacheBounds } from '../api/site/page-cache'
import type { RenderLimits } from '../api/site/render-queue'
import type { PageRenderer } from '../api/site/server-render'
import type { Database } from '../db/client'
import { openTestDatabase, type TestDatabaseOptions } from './test-db'

export const testChequeInstructions =
  'Make your check payable to BrightMinds Foundation and mail it to 120 Learning Lane, Austin, TX 78701.'

export interface TestApp {
  app: ReturnType<typeof createApp>
  db: Database
  /** The app's catalogue cache (decision 042). */
  catalogue: JsonCache
  /** The app's cache of signed-out pages (decision 054). */
  pageCache: PageCache
  /** The app's Prometheus metrics, when asked for (`metrics: true`). */
  metrics?: ReturnType<typeof createMetrics>
  /** `app.request` with JSON made easy: pass `json` to send a body with its content type. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>
  /**
   * The API through Hono's typed client, as the web calls it (issue 31): a path, param or body
   * the routes do not take fails the typecheck, and answers are typed by status:
   * `await api.orders.$post({ json: order }, { headers: { Cookie: cookie } })`.
   */
  api: ApiClient
  close(): Promise<void>
}

type ApiClient = ReturnType<typeof hc<AppType>>['api']

/**
 * The real app on the test file's own clean database. Closed automatically after the file,
 * so a test file only needs `const { request, db } = await createTestApp()`.
 */
export async function createTestApp(
  options: {
    staticDir?: string
    env?: Record<string, string>
    clock?: () => Date
    /** Keeps Prometheus metrics, as the server does (api/ops/metrics.ts). */
    metrics?: boolean
    /** How to reach Postgres: through a proxy, with the server's timeouts. */
    database?: TestDatabaseOptions
    /** Renders the pages (with `staticDir`): `sourcePageRenderer()` renders the real ones. */
    pages?: PageRenderer
    /** Bounds on page renders (default: the server's). */
    renderLimits?: RenderLimits
    /** The clock the page cache ages its pages by (default: the process's). */
    pageClock?: () => number
    /** Where in the renewal spread each kept page's age bound falls (page-cache.ts). */
    pageRandom?: () => number
  } = {},
): Promise<TestApp> {
  const handle = await openTestDatabase(options.database)
  // Uploads go to a folder of this file's own, removed with it.
  const dataDir = await mkdtemp(join(tmpdir(), 'brightminds-test-'))
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_REQUESTS: 'false',
    DATA_DIR: dataDir,
    // Pledges by cheque are offered only with somewhere to send one (decision 038).
    CHEQUE_INSTRUCTIONS: testChequeInstructions,
    ...options.env,
  })
  const catalogue = createCatalogueCache(handle)
  const pageCache = createPageCache(handle, {
    channels: [catalogueChannel],
    ...pageCacheBounds,
    now: options.pageClock,
    random: options.pageRandom,
  })
  const metrics = options.metrics ? createMetrics(handle) : undefined
  const app = createApp({
    db: handle,
    env,
    staticDir: options.staticDir,
    clock: options.clock,
    catalogue,
    metrics,
    pages: options.pages,
    pageCache,
    renderLimits: options.renderLimits,
  })
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await catalogue.stop()
    await pageCache.stop()
    await handle.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  afterAll(close)
  // A test's own writes (factories, db.update) reach the catalogue cache first, as another
  // process's would within milliseconds (Postgres delivers NOTIFY just after commit).
  const synced = () => Promise.all([catalogue.synced(), pageCache.synced()])
  const api = hc<AppType>('http://localhost', {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      await synced()
      return app.request(input, init)
    },
  }).api
  return {
    api,
    app,
    db: handle.db,
    catalogue,
    pageCache,
    metrics,
    close,
    async request(path, { json, ...init } = {}) {
      await synced()
      if (json === undefined) return app.request(path, init)
      const headers = new Headers(init.headers)
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json')
      return app.request(path, {
        method: 'POST',
        ...init,
        headers,
        body: JSON.stringify(json),
      })
    },
  }
}
