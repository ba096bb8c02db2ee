import { createHash } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../../db/client'
import { products } from '../../db/schema'
import { insertProduct, insertUser, testPassword } from '../../test/factories'
import { databaseUrl } from '../../test/postgres-url'
import { signIn } from '../../test/sessions'
import { sourcePageRenderer } from '../../test/source-pages'
import { createTestApp } from '../../test/test-app'
import { createApp } from '../app'
import { loadEnv } from '../env'
import { catalogueChannel, createCatalogueCache } from '../shop/catalogue-cache'
import { createPageCache, pageCacheBounds, toCachedPage } from './page-cache'
import type { PageRenderer } from './server-render'

/**
 * Signed-out page views from the page cache (decision 054): the real pages, rendered from
 * source, counted as they are rendered.
 */
const staticDir = await mkdtemp(join(tmpdir(), 'brightminds-page-cache-'))
await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrightMinds</title>')
afterAll(() => rm(staticDir, { recursive: true, force: true }))

const source = await sourcePageRenderer()
const rendered: string[] = []
const counting: PageRenderer = {
  render(request, options) {
    rendered.push(new URL(request.url).pathname)
    return source.render(request, options)
  },
}
const { request, db } = await createTestApp({ staticDir, pages: counting })

const globe = await insertProduct(db, { name: 'Spinning Globe Puzzle', priceCents: 34_99 })
const productPage = `/product/${globe.id}`
const rendersOf = (path: string) => rendered.filter((each) => each === path).length
const identity = { 'Accept-Encoding': 'identity' }

/** The inline scripts' CSP sources, as a browser would compute them. */
function inlineScriptHashes(html: string) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '', body = '']) => body !== '' && !/\b(src|type)=/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

describe('the page cache', () => {
  it('serves a signed-out page again byte for byte, its scripts allowed by hash rather than a nonce', async () => {
    const first = await request(productPage, { headers: identity })
    const second = await request(productPage, { headers: identity })
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(html).toContain('Spinning Globe Puzzle')
    expect(await second.text()).toBe(html)
    expect(rendersOf(productPage)).toBe(1)
    // The same for every signed-out visitor: any cache, the service worker's too, may keep it
    // (decision 070), asking again each time.
    for (const answer of [first, second]) {
      expect(answer.headers.get('Cache-Control')).toBe('public, no-cache')
    }
    // A nonce shared by every visitor would be no nonce: the document carries none.
    expect(html).not.toMatch(/nonce=/)
    const policy = second.headers.get('Content-Security-Policy') ?? ''
    expect(policy).not.toMatch(/'nonce-/)
    const hashes = inlineScriptHashes(html)
    expect(hashes.length).toBeGreaterThan(0)
    for (const hash of hashes) expect(policy).toContain(hash)

    const br = await request(productPage, { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(html)
    expect(rendersOf(productPage)).toBe(1)
  })

  it('answers 304 to a visitor whose copy is current', async () => {
    const page = await request('/store', { headers: { 'Accept-Encoding': 'gzip' } })
    const etag = page.headers.get('ETag')
    expect(etag).toMatch(/^"[\w-]+-gzip"$/)
    const again = await request('/store', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag! },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(await again.text()).toBe('')
    const other = await request('/store', { headers: { 'If-None-Match': '"something-else"' } })
    expect(other.status).toBe(200)
  })

  it('shows a price change in the next view', async () => {
    await request(productPage)
    await db.update(products).set({ priceCents: 27_50 }).where(eq(products.id, globe.id))
    const html = await (await request(productPage, { headers: identity })).text()
    expect(html).toContain('27.50')
    expect(html).not.toContain('34.99')
  })

  it("shows staff's change to a figure on every page that quotes it, in the next view", async () => {
    const text = async (path: string) =>
      (await (await request(path, { headers: identity })).text()).replaceAll('<!-- -->', '')
    // The figure as a page shows it: beside its words (/involved, /mission) or in its own cell.
    const quoted = (share: string) => new RegExp(`>${share}(<| of every donation)`)
    const quoting = ['/impact', '/involved', '/mission']
    for (const path of quoting) expect(await text(path), path).toMatch(quoted('85%'))
    const staff = await insertUser(db, { isAdmin: true })
    const cookie = await signIn(request, staff.username, testPassword)
    const changed = await request('/api/admin/facts/figures/programShare', {
      method: 'PATCH',
      json: { value: '88%', source: 'Audited financial statements, fiscal year 2026' },
      headers: { Cookie: cookie },
    })
    expect(changed.status).toBe(200)
    for (const path of quoting) {
      const html = await text(path)
      expect(html, path).toMatch(quoted('88%'))
      expect(html, path).not.toMatch(quoted('85%'))
    }
    expect(await text('/impact')).toContain(
      'Source: Audited financial statements, fiscal year 2026',
    )
  })

  it('renders a signed-in member’s page afresh, and never keeps a member’s name', async () => {
    await insertUser(db, {
      username: 'zebedee',
      firstName: 'Zebedee',
      lastName: 'Quillfeather',
      password: testPassword,
    })
    const cookie = await signIn(request, 'zebedee', testPassword)
    const before = rendersOf('/donate')
    const shared = await (await request('/donate', { headers: identity })).text()
    const mine = await request('/donate', { headers: { ...identity, Cookie: cookie } })
    const again = await request('/donate', { headers: { ...identity, Cookie: cookie } })
    expect([mine.status, again.status]).toEqual([200, 200])
    // One render for the shared copy, one for each of the member's views.
    expect(rendersOf('/donate') - before).toBe(3)
    expect(mine.headers.get('Content-Security-Policy')).toMatch(/'nonce-/)
    expect(mine.headers.get('ETag')).toBeNull()
    // The member's browser may keep their page; no shared cache or service worker copy may.
    for (const answer of [mine, again]) {
      expect(answer.headers.get('Cache-Control')).toBe('private, no-cache')
    }
    const afterMember = await (await request('/donate', { headers: identity })).text()
    expect(afterMember).toBe(shared)
    for (const html of [shared, afterMember]) {
      expect(html).not.toContain('Zebedee')
      expect(html).not.toContain('Quillfeather')
    }
    expect(rendersOf('/donate') - before).toBe(3)
  })

  it('keeps each search of a page apart', async () => {
    const before = rendersOf('/store')
    await request('/store?category=puzzles')
    await request('/store?category=puzzles')
    await request('/store?category=games')
    expect(rendersOf('/store') - before).toBe(2)
  })

  it("passes a page's redirect on with its Location, and keeps no copy of it", async () => {
    // Stripe's return from a bank page: the router answers with the page's own address.
    const path = '/checkout/success?orderId=42&payment_intent=pi_x&redirect_status=failed'
    const before = rendersOf('/checkout/success')
    for (const _ of [1, 2]) {
      const response = await request(path, { redirect: 'manual' })
      expect(response.status).toBeGreaterThanOrEqual(300)
      expect(response.status).toBeLessThan(400)
      expect(response.headers.get('Location')).toMatch(/^(https?:\/\/[^/]+)?\/checkout\/success\?/)
    }
    expect(rendersOf('/checkout/success') - before).toBe(2)
  })
})

describe.runIf(inject('testDatabase').kind === 'postgres')('two servers on one Postgres', () => {
  it('a price changed through one shows on the other’s cached page once the change is heard', async () => {
    const config = inject('testDatabase')
    if (config.kind !== 'postgres') return
    const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as [
      { name: string },
    ]
    const other = await openDatabase({ url: databaseUrl(config.url, name) })
    const catalogue = createCatalogueCache(other)
    const pageCache = createPageCache(other, { channels: [catalogueChannel], ...pageCacheBounds })
    const app = createApp({
      db: other,
      env: loadEnv({ NODE_ENV: 'test', LOG_REQUESTS: 'false', DATA_DIR: staticDir }),
      staticDir,
      pages: counting,
      catalogue,
      pageCache,
    })
    const synced = () => Promise.all([catalogue.synced(), pageCache.synced()])
    try {
      await synced()
      const page = async () => (await app.request(productPage, { headers: identity })).text()
      await page()
      const before = rendersOf(productPage)
      expect(await page()).toContain('Spinning Globe Puzzle')
      expect(rendersOf(productPage)).toBe(before)
      // This server writes; the other hears of it through Postgres, not through this process.
      await db.update(products).set({ priceCents: 12_34 }).where(eq(products.id, globe.id))
      await synced()
      const html = await page()
      expect(html).toContain('12.34')
      expect(rendersOf(productPage)).toBe(before + 1)
    } finally {
      await pageCache.stop()
      await catalogue.stop()
      await other.close()
    }
  })
})

describe('load shedding', () => {
  /** A renderer held until the test lets it go; `entered` resolves as each render starts. */
  function gatedRenderer() {
    let open!: () => void
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const starts: (() => void)[] = []
    const entered: Promise<void>[] = []
    for (let i = 0; i < 4; i++) entered.push(new Promise((resolve) => starts.push(resolve)))
    let count = 0
    const renderer: PageRenderer = {
      async render(request) {
        starts[count++]?.()
        await gate
        const path = new URL(request.url).pathname
        return new Response(`<!doctype html><title>${path}</title><p>${path}</p>`, {
          headers: { 'Content-Type': 'text/html; charset=UTF-8' },
        })
      },
    }
    return { renderer, entered, open, renders: () => count }
  }

  let shedding: Awaited<ReturnType<typeof createTestApp>>
  let gated: ReturnType<typeof gatedRenderer>

  beforeAll(async () => {
    gated = gatedRenderer()
    shedding = await createTestApp({
      staticDir,
      pages: gated.renderer,
      renderLimits: { concurrency: 1, queue: 1 },
    })
  })

  it('refuses a render past the queue with 503 and Retry-After, while health answers at once', async () => {
    // Straight to the app (no wait for the change signal first), so the requests arrive in order.
    const running = shedding.app.request('/about')
    await gated.entered[0]
    // The same page again waits for the render already under way, taking no place in line.
    const sameAgain = shedding.app.request('/about')
    const queued = shedding.app.request('/mission')
    const refused = await shedding.app.request('/impact')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('5')
    expect(refused.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.text()).toContain('try again in a few seconds')

    const health = await shedding.app.request('/api/health')
    expect(health.status).toBe(200)
    expect(await health.json()).toMatchObject({ status: 'ok' })
    expect((await shedding.app.request('/api/ready')).status).toBe(200)
    expect(gated.renders()).toBe(1)

    gated.open()
    const answers = await Promise.all([running, sameAgain, queued])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(await answers[1]!.text()).toContain('<p>/about</p>')
    expect(gated.renders()).toBe(2)
    // With the line empty again, the refused page renders.
    expect((await shedding.app.request('/impact')).status).toBe(200)
  })
})

describe('an aged page', () => {
  let time = 0
  let renders = 0
  let gate = Promise.resolve()
  const renderer: PageRenderer = {
    async render(request) {
      const mine = ++renders
      await gate
      const { pathname, search } = new URL(request.url)
      return new Response(`<!doctype html><p>render ${mine}</p><p>${pathname}${search}</p>`, {
        headers: { 'Content-Type': 'text/html; charset=UTF-8' },
      })
    },
  }
  let aging: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    aging = await createTestApp({ staticDir, pages: renderer, pageClock: () => time })
    // Nothing is kept until the cache hears its channel.
    await aging.pageCache.synced()
  })

  it('is served as kept while it is rendered again, then the new one', async () => {
    const page = async () => (await aging.app.request('/about')).text()
    expect(await page()).toContain('render 1')

    time += pageCacheBounds.maxAgeMs
    let open!: () => void
    gate = new Promise((resolve) => {
      open = resolve
    })
    // Answered at once from the kept copy, though the new render is held.
    expect(await page()).toContain('render 1')
    expect(renders).toBe(2)
    open()
    await expect.poll(page).toContain('render 2')
    expect(renders).toBe(2)
  })

  it('is rendered again before it is answered once past the stale bound (after a quiet spell)', async () => {
    const page = async () => (await aging.app.request('/about')).text()
    await page()
    time += pageCacheBounds.maxAgeMs + pageCacheBounds.staleMs
    const next = renders + 1
    expect(await page()).toContain(`render ${next}`)
    expect(await page()).toContain(`render ${next}`)
    expect(renders).toBe(next)
  })

  it('is kept once for every link to it that differs only in tracking parameters', async () => {
    const before = renders
    const pages = await Promise.all(
      [
        '/events?utm_source=newsletter&utm_medium=email&utm_campaign=giving-tuesday',
        '/events?fbclid=IwAR0abc',
        '/events?gclid=xyz&mc_cid=123&mc_eid=456',
        '/events',
      ].map(async (path) => (await aging.app.request(path)).text()),
    )
    expect(renders - before).toBe(1)
    expect(new Set(pages).size).toBe(1)
    expect(pages[0]).toContain('<p>/events</p>')

    // A parameter the page reads is kept, in its place among the rest.
    const store = await (await aging.app.request('/store?utm_source=x&category=puzzles')).text()
    expect(store).toContain('<p>/store?category=puzzles</p>')
    expect(await (await aging.app.request('/store?category=puzzles')).text()).toBe(store)
    expect(await (await aging.app.request('/store?category=games')).text()).not.toBe(store)
    expect(renders - before).toBe(3)
  })

  it('is answered however old when no render turn is free, rather than a busy page', async () => {
    const busy = await createTestApp({
      staticDir,
      pages: renderer,
      pageClock: () => time,
      renderLimits: { concurrency: 1, queue: 0 },
    })
    await busy.pageCache.synced()
    const kept = await (await busy.app.request('/about')).text()
    time += pageCacheBounds.maxAgeMs + pageCacheBounds.staleMs * 10
    let open!: () => void
    gate = new Promise((resolve) => {
      open = resolve
    })
    const before = renders
    const holding = busy.app.request('/mission')
    await expect.poll(() => renders).toBe(before + 1)

    const shed = await busy.app.request('/about')
    expect(shed.status).toBe(200)
    expect(await shed.text()).toBe(kept)
    // A page never kept has nothing to fall back on.
    expect((await busy.app.request('/impact')).status).toBe(503)
    open()
    expect((await holding).status).toBe(200)
    await busy.close()
  })
})

describe('pages kept in the same moment', () => {
  let time = 0
  const draws: number[] = []
  let spread: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    spread = await createTestApp({
      staticDir,
      pages: counting,
      pageClock: () => time,
      pageRandom: () => draws.shift() ?? 0,
    })
    await spread.pageCache.synced()
  })
  afterAll(() => spread.close())

  it('are rendered again each at its own time within the spread, not all at once', async () => {
    const { pageCache } = spread
    const page = await toCachedPage('<!doctype html><p>kept</p>', {
      status: 200,
      contentType: 'text/html; charset=UTF-8',
      headers: {},
    })
    const { maxAgeMs, renewalSpread } = pageCacheBounds
    // The first views after a start or a change: kept together, at the two ends of the spread.
    draws.push(0, 0.999)
    pageCache.keep('home', page, pageCache.generation())
    pageCache.keep('store', page, pageCache.generation())
    const fresh = () => ['home', 'store'].filter((key) => pageCache.fresh(key))

    time = maxAgeMs * (1 - renewalSpread) - 1
    expect(fresh()).toEqual(['home', 'store'])
    time = maxAgeMs * (1 - renewalSpread / 2)
    expect(fresh()).toEqual(['home'])
    // Aged, it is still answered while rendered again.
    expect(pageCache.stale('store', false)).toBe(page)
    time = maxAgeMs - 1
    expect(fresh()).toEqual(['home'])
    time = maxAgeMs
    expect(fresh()).toEqual([])
  })
})
