import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { products } from '../db/schema'
import { insertProduct, insertUser, validVolunteerApplication } from '../test/factories'
import { databaseUrl } from '../test/postgres-url'
import { signIn } from '../test/sessions'
import { sourcePageRenderer } from '../test/source-pages'
import { createTestApp } from '../test/test-app'
import { openTestDatabase } from '../test/test-db'
import {
  type CuttableProxy,
  closedPort,
  type LocalServer,
  startCuttableProxy,
  startSilentServer,
} from '../test/unreachable-database'
import '../test/provided'
import { generateSessionToken } from './accounts/sessions'
import { createApp } from './app'
import { loadEnv } from './env'
import { databaseOutage } from './lib/db-errors'
import { databaseTroubleMessage } from './lib/errors'
import type { PageRenderer } from './site/server-render'

/**
 * A database outage (issue 29, decision 050): with Postgres refusing connections or hanging,
 * every request that needs it answers 503 with Retry-After within the timeouts (2 s at the
 * defaults; asserted under 3 s, pages under 4 s, on a busy machine), pages show what they can,
 * and the app recovers by itself once Postgres is back. Postgres only: PGlite runs inside the
 * process.
 */
const config = inject('testDatabase')
const env = loadEnv({})
/** The server's defaults (api/env.ts). */
const timeouts = {
  connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
}
const deadlineMs = 3000
/**
 * A page also renders its HTML after the database gave up, which on a busy 2-core machine (CI
 * running the e2e suite beside it) took up to 1.2 s: a second of allowance on top. A page that
 * waited on the database without the timeouts (it would hang) still fails it by far.
 */
const pageDeadlineMs = deadlineMs + 1000
/** What each case took, printed once at the end (README, decision 050). */
const timings: string[] = []

type Fetch = (path: string, init?: RequestInit) => Response | Promise<Response>

async function timed(name: string, fetch: Fetch, path: string, init?: RequestInit) {
  const started = performance.now()
  const response = await fetch(path, init)
  const body = await response.text()
  const ms = Math.round(performance.now() - started)
  timings.push(`${name} ${init?.method ?? 'GET'} ${path}: ${response.status} in ${ms} ms`)
  return { response, body, ms }
}

/** A request the database must answer: 503, the one message, Retry-After, in time. */
async function expectTrouble(name: string, fetch: Fetch, path: string, init?: RequestInit) {
  const { response, body, ms } = await timed(name, fetch, path, init)
  expect(response.status, path).toBe(503)
  expect(response.headers.get('Retry-After'), path).toBe('60')
  expect(JSON.parse(body), path).toMatchObject({ error: databaseTroubleMessage })
  expect(ms, path).toBeLessThan(deadlineMs)
}

async function expectDown(name: string, fetch: Fetch) {
  const health = await timed(name, fetch, '/api/health')
  expect(health.response.status).toBe(503)
  expect(JSON.parse(health.body)).toEqual({ status: 'error', database: 'down' })
  expect(health.ms).toBeLessThan(deadlineMs)
  const ready = await timed(name, fetch, '/api/ready')
  expect(ready.response.status).toBe(503)
  expect(JSON.parse(ready.body)).toEqual({ status: 'not-ready', database: 'down' })
  expect(ready.ms).toBeLessThan(deadlineMs)
}

const volunteer = (): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(validVolunteerApplication()),
})

describe.skipIf(config.kind !== 'postgres')('a database outage', () => {
  let staticDir: string
  let pages: PageRenderer

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'brightminds-outage-'))
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrightMinds</title>')
    pages = await sourcePageRenderer()
  })

  afterAll(async () => {
    console.info(`Database outage timings:\n  ${timings.join('\n  ')}`)
    await rm(staticDir, { recursive: true, force: true })
  })

  describe.each([
    ['refuses connections', async () => ({ port: await closedPort(), close: async () => {} })],
    ['accepts connections and never answers', startSilentServer],
  ])('a database that %s from the start', (situation, start: () => Promise<LocalServer>) => {
    let server: LocalServer
    let database: DatabaseHandle
    let fetch: Fetch
    const name = situation.startsWith('refuses') ? 'refused' : 'hung'

    beforeAll(async () => {
      server = await start()
      database = await openDatabase({
        url: `postgres://brightminds@127.0.0.1:${server.port}/brightminds`,
        timeouts,
      })
      const app = createApp({
        db: database,
        env: loadEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: staticDir }),
        staticDir,
        pages,
      })
      fetch = (path, init) => app.request(path, init)
    })

    afterAll(async () => {
      await database.close()
      await server.close()
    })

    it('answers the API calls that need it 503 with Retry-After, within the deadline', async () => {
      const cookie = `session=${generateSessionToken().token}`
      await expectTrouble(name, fetch, '/api/orders', { headers: { Cookie: cookie } })
      await expectTrouble(name, fetch, '/api/volunteer', volunteer())
      await expectTrouble(name, fetch, '/api/products')
    })

    it('says so on /api/health and /api/ready, as fast', async () => {
      await expectDown(name, fetch)
    })

    it('renders /donate as far as it can and /store as the trouble page, 503 within the deadline', async () => {
      // The first render of each page compiles its modules from source (a build has them).
      for (const path of ['/donate', '/store'])
        await fetch(path, { headers: { Accept: 'text/html' } })

      const donate = await timed(name, fetch, '/donate', { headers: { Accept: 'text/html' } })
      expect(donate.response.status).toBe(503)
      expect(donate.response.headers.get('Retry-After')).toBe('60')
      expect(donate.response.headers.get('Cache-Control')).toBe('no-store')
      expect(donate.body).toMatch(/<h1[^>]*>Make a Donation<\/h1>/)
      expect(donate.ms).toBeLessThan(pageDeadlineMs)

      const store = await timed(name, fetch, '/store', { headers: { Accept: 'text/html' } })
      expect(store.response.status).toBe(503)
      expect(store.body).toContain('We&#x27;re having trouble loading this page')
      expect(store.body).toContain(databaseTroubleMessage.replaceAll("'", '&#x27;'))
      expect(store.body).not.toMatch(/\bat .+\.tsx?:\d+/)
      expect(store.ms).toBeLessThan(pageDeadlineMs)
    })
  })

  describe('the statement timeout', () => {
    const server =
      config.kind === 'postgres' ? postgres(config.url, { max: 1, onnotice: () => {} }) : undefined
    const name = `brightminds_outage_${randomBytes(4).toString('hex')}`

    afterAll(async () => {
      await server?.unsafe(`drop database if exists "${name}" with (force)`)
      await server?.end()
    })

    it('has Postgres cancel a statement that runs past it, an answer that reads as a timeout', async () => {
      const database = await openTestDatabase({ timeouts: { connectMs: 1500, statementMs: 100 } })
      try {
        const error: unknown = await database.db.execute(sql`select pg_sleep(1)`).catch((e) => e)
        expect(databaseOutage(error)).toBe('timeout')
        await database.ping()
      } finally {
        await database.close()
      }
    })

    it('leaves migrations alone, however short it is', async () => {
      await server!.unsafe(`create database "${name}"`)
      const url = databaseUrl(config.kind === 'postgres' ? config.url : '', name)
      const database = await openDatabase({ url, timeouts: { connectMs: 1500, statementMs: 1 } })
      try {
        await database.migrate()
      } finally {
        await database.close()
      }
      const check = await openDatabase({ url })
      expect(await check.pendingMigrations()).toBe(0)
      await check.close()
    })
  })

  describe('a database that goes away and comes back', () => {
    let proxy: CuttableProxy
    let fetch: Fetch
    let db: Awaited<ReturnType<typeof createTestApp>>['db']
    let cookie: string
    let productId: number
    /** How many times /store was rendered (not answered from the page cache). */
    let storeRenders = 0

    beforeAll(async () => {
      const server = new URL(config.kind === 'postgres' ? config.url : 'postgres://localhost')
      proxy = await startCuttableProxy({ host: server.hostname, port: Number(server.port || 5432) })
      const testApp = await createTestApp({
        database: { port: proxy.port, timeouts },
        staticDir,
        pages: {
          render(request, options) {
            if (new URL(request.url).pathname === '/store') storeRenders++
            return pages.render(request, options)
          },
        },
      })
      fetch = (path, init) => testApp.app.request(path, init)
      db = testApp.db
      const user = await insertUser(db)
      cookie = await signIn(testApp.request, user.username, 'Correct-Horse-Battery-42')
      productId = (await insertProduct(db, { name: 'Outage Orrery' })).id
    })

    afterAll(() => proxy.close())

    it('serves everything through the proxy while the database is there', async () => {
      expect((await fetch('/api/orders', { headers: { Cookie: cookie } })).status).toBe(200)
      for (const path of ['/store', '/donate']) {
        const page = await fetch(path, { headers: { Accept: 'text/html' } })
        expect(page.status, path).toBe(200)
      }
    })

    it.each(['refuse', 'hang'] as const)(
      'while the database connections %s: fails fast with 503, keeps the store, then recovers by itself',
      async (mode) => {
        const name = `proxy cut (${mode})`
        // The store's catalogue is in memory before the outage (decision 042), and so is its
        // page (decision 054): a view answered without a render. Waited for, not assumed: the
        // caches keep nothing until their LISTEN is back after the last case's outage.
        await expect
          .poll(
            async () => {
              const before = storeRenders
              const store = await fetch('/store', { headers: { Accept: 'text/html' } })
              expect(await store.text()).toContain('Outage Orrery')
              return storeRenders - before
            },
            { timeout: 10_000, interval: 50 },
          )
          .toBe(0)
        await proxy.cut(mode)

        await expectTrouble(name, fetch, '/api/orders', { headers: { Cookie: cookie } })
        await expectTrouble(name, fetch, '/api/volunteer', volunteer())
        await expectDown(name, fetch)
        const store = await timed(name, fetch, '/store', { headers: { Accept: 'text/html' } })
        expect(store.response.status).toBe(200)
        expect(store.body).toContain('Outage Orrery')
        expect(store.ms).toBeLessThan(pageDeadlineMs)
        // A signed-in member's page is rendered for them, not taken from the page cache
        // (decision 054), so it meets the outage.
        const donate = await timed(name, fetch, '/donate', {
          headers: { Accept: 'text/html', Cookie: cookie },
        })
        expect(donate.response.status).toBe(503)
        expect(donate.body).toMatch(/<h1[^>]*>Make a Donation<\/h1>/)
        expect(donate.ms).toBeLessThan(pageDeadlineMs)

        await proxy.restore()
        const restored = performance.now()
        await expect
          .poll(async () => (await fetch('/api/orders', { headers: { Cookie: cookie } })).status, {
            timeout: 10_000,
            interval: 20,
          })
          .toBe(200)
        timings.push(
          `${name}: /api/orders answers 200 again ${Math.round(performance.now() - restored)} ms after the restore`,
        )
        expect((await fetch('/api/health')).status).toBe(200)
        expect((await fetch('/api/ready')).status).toBe(200)
        expect((await fetch('/donate', { headers: { Accept: 'text/html' } })).status).toBe(200)

        // The catalogue follows changes again: its LISTEN connection is back too.
        const cents = 1000 + Math.floor(Math.random() * 9000)
        await db.update(products).set({ priceCents: cents }).where(eq(products.id, productId))
        await expect
          .poll(
            async () => {
              const listed = (await (await fetch('/api/products')).json()) as {
                id: number
                price: number
              }[]
              return listed.find((product) => product.id === productId)?.price
            },
            { timeout: 10_000, interval: 20 },
          )
          .toBe(cents / 100)
      },
    )
  })
})
