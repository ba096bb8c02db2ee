import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { products } from '../../db/schema'
import { insertProduct, insertUser, testPassword } from '../../test/factories'
import { fastAndPlainServers } from '../../test/fast-path-servers'
import { signIn } from '../../test/sessions'
import { sourcePageRenderer } from '../../test/source-pages'
import { createTestApp } from '../../test/test-app'
import { pageCacheBounds } from './page-cache'
import { pageFastPath } from './page-fast-path'

/**
 * Signed-out pages at the socket (decision 068): the real pages, rendered from source by the
 * app, then answered by the fast path exactly as the app answers them from its page cache.
 */
const staticDir = await mkdtemp(join(tmpdir(), 'brightminds-page-fast-path-'))
await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrightMinds</title>')
await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"BrightMinds"}')
afterAll(() => rm(staticDir, { recursive: true, force: true }))

let now = 0
const token = 'metrics-token-for-the-page-fast-path'
const { app, db, request, catalogue, pageCache, metrics } = await createTestApp({
  staticDir,
  pages: await sourcePageRenderer(),
  pageClock: () => now,
  metrics: true,
  env: { METRICS_TOKEN: token },
})
const globe = await insertProduct(db, { name: 'Spinning Globe Puzzle', priceCents: 34_99 })
const productPage = `/product/${globe.id}`

const fastPath = await pageFastPath(app, pageCache, {
  log: false,
  staticDir,
  record: metrics?.answeredPage,
})
const { both, fastOrigin } = await fastAndPlainServers(app, fastPath)

/** A page asked for at the socket with exactly these headers, as a browser's navigation. */
function navigate(path: string, headers: Record<string, string>) {
  const origin = new URL(fastOrigin)
  return new Promise<{ status?: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      get({ host: origin.hostname, port: origin.port, path, headers }, (answer) => {
        answer.resume()
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers }))
      }).on('error', reject)
    },
  )
}

/** The app renders and keeps the page, as a first visitor's view does. */
async function kept(path: string) {
  const response = await request(path)
  expect(response.status, path).toBe(200)
  await response.arrayBuffer()
}

describe('signed-out pages at the socket', () => {
  it.each([
    ['/', {}],
    ['/store', { 'Accept-Encoding': 'br' }],
    [productPage, { 'Accept-Encoding': 'gzip' }],
    ['/donate', { 'Accept-Encoding': 'identity' }],
  ])(
    'answers %s (%j) byte for byte as the app does, its scripts allowed by hash',
    async (path, headers) => {
      await kept(path)
      const { fast, plain, servedFast } = await both(path, { headers })
      expect(servedFast).toBe(true)
      expect(fast).toEqual(plain)
      expect(fast.status).toBe(200)
      expect(fast.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
      expect(fast.headers['content-security-policy']).not.toContain('nonce-')
    },
  )

  it('answers a current ETag with the same 304 as the app, and a HEAD with the headers alone', async () => {
    await kept('/store')
    const tag = (await fetch(`${fastOrigin}/store`)).headers.get('ETag')!
    const revalidated = await both('/store', { headers: { 'If-None-Match': tag } })
    expect(revalidated.servedFast).toBe(true)
    expect(revalidated.fast.status).toBe(304)
    expect(revalidated.fast).toEqual(revalidated.plain)
    const head = await both('/store', { method: 'HEAD' })
    expect(head.servedFast).toBe(true)
    expect(head.fast.body.length).toBe(0)
    // The headers a GET would have, its length too (the app's HEAD leaves that out).
    const { 'content-length': length, ...headers } = head.fast.headers
    expect({ ...head.fast, headers }).toEqual(head.plain)
    const whole = await fetch(`${fastOrigin}/store`)
    expect(length).toBe(whole.headers.get('Content-Length'))
  })

  it('serves a newsletter’s tagged link from the page’s one copy', async () => {
    await kept('/donate')
    const { fast, plain, servedFast } = await both('/donate?utm_source=newsletter&utm_medium=email')
    expect(servedFast).toBe(true)
    expect(fast).toEqual(plain)
  })

  it('names each answer with a request id of its own, or the proxy’s', async () => {
    await kept('/')
    const first = await fetch(`${fastOrigin}/`)
    const second = await fetch(`${fastOrigin}/`)
    expect(first.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers.get('X-Request-Id')).not.toBe(first.headers.get('X-Request-Id'))
    const forwarded = await fetch(`${fastOrigin}/`, {
      headers: { 'X-Request-Id': 'caddy-0a1b2c3d' },
    })
    expect(forwarded.headers.get('X-Request-Id')).toBe('caddy-0a1b2c3d')
  })

  it('leaves signed-in visitors, pages not kept, files, other methods and odd paths to the app', async () => {
    const member = await insertUser(db, { username: 'fastpathmember', firstName: 'Marisol' })
    const cookie = await signIn(request, member.username, testPassword)
    await kept('/')
    await kept('/store')
    const cases: [string, RequestInit][] = [
      ['/', { headers: { Cookie: cookie } }],
      ['/about', {}],
      ['/store?sort=price', {}],
      ['/manifest.webmanifest', {}],
      ['/assets/missing.js', {}],
      ['/api/health', {}],
      ['/store', { method: 'POST' }],
      ['//store', {}],
    ]
    for (const [path, init] of cases) {
      const { fast, plain, servedFast } = await both(path, init)
      expect(servedFast, path).toBe(false)
      expect(fast.status, path).toBe(plain.status)
    }
  })

  it('remembers a switch of language followed as a plain link, in an answer no cache keeps', async () => {
    await kept('/es/store')
    const switching = {
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'navigate',
        Referer: 'https://brightminds.example/store?sort=price',
      },
    }
    // At the socket as a browser sends it (fetch would say its own Sec-Fetch-Mode), then at the app.
    const atSocket = await navigate('/es/store', switching.headers)
    const atApp = await request('/es/store', switching)
    await atApp.arrayBuffer()
    for (const answer of [
      atSocket,
      { status: atApp.status, headers: Object.fromEntries(atApp.headers) },
    ]) {
      expect(answer.status).toBe(200)
      expect(String(answer.headers['set-cookie'])).toBe(
        'locale=es; Path=/; Max-Age=31536000; SameSite=Lax',
      )
      expect(answer.headers['cache-control']).toBe('private, no-cache')
    }
    // A browser that asks for privacy (Global Privacy Control): remembered until it closes.
    const privately = { ...switching.headers, 'Sec-GPC': '1' }
    const gpcAtSocket = await navigate('/es/store', privately)
    const gpcAtApp = await request('/es/store', { headers: privately })
    await gpcAtApp.arrayBuffer()
    for (const cookie of [gpcAtSocket.headers['set-cookie'], gpcAtApp.headers.get('Set-Cookie')]) {
      expect(String(cookie)).toBe('locale=es; Path=/; SameSite=Lax')
    }
    // Remembered already, a step within Spanish, or an arrival from outside: nothing to set.
    for (const headers of [
      { ...switching.headers, Cookie: 'locale=es' },
      { ...switching.headers, Referer: 'https://brightminds.example/es/donate' },
      { ...switching.headers, 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const answer = await request('/es/store', { headers })
      expect(answer.headers.get('Set-Cookie'), JSON.stringify(headers)).toBeNull()
      await answer.arrayBuffer()
    }
    // The page kept for everyone else never carries the cookie.
    const shared = await both('/es/store')
    expect(shared.servedFast).toBe(true)
    expect(shared.fast.headers['set-cookie']).toBeUndefined()
  })

  it('reads a path as the app’s server does: a backslash is its 400, not a page kept elsewhere', async () => {
    // Read against a base, `/\\store` would be the address of a host named store: the home page.
    await kept('/')
    const origin = new URL(fastOrigin)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      // Sent as written (fetch would turn the backslash into a slash first).
      get({ host: origin.hostname, port: origin.port, path: '/\\store' }, (answer) => {
        answer.resume()
        resolve(answer.statusCode)
      }).on('error', reject)
    })
    expect(status).toBe(400)
  })

  it('leaves a page that aged out to the app, which answers it as kept and renders it again', async () => {
    await kept('/store')
    now += pageCacheBounds.maxAgeMs
    const aged = await both('/store')
    expect(aged.servedFast).toBe(false)
    expect(aged.fast.status).toBe(200)
    // Once the new render is kept, the socket serves it again.
    await expect.poll(async () => (await both('/store')).servedFast).toBe(true)
  })

  it('serves a price change as soon as the cache hears of it', async () => {
    await kept(productPage)
    // Kept afresh (the clock moved above): no render from before the change still under way.
    await expect.poll(async () => (await both(productPage)).servedFast).toBe(true)
    await db.update(products).set({ priceCents: 12_34 }).where(eq(products.id, globe.id))
    await Promise.all([catalogue.synced(), pageCache.synced()])
    const changed = await both(productPage)
    expect(changed.servedFast).toBe(false)
    expect(changed.fast.body.toString()).toContain('$12.34')
    expect((await both(productPage)).servedFast).toBe(true)
  })

  it('counts each answer in the metrics as the app counts its pages', async () => {
    await kept('/store')
    const views = async () => {
      const text = await (
        await request('/metrics', { headers: { Authorization: `Bearer ${token}` } })
      ).text()
      return text
        .split('\n')
        .filter((line) => line.startsWith('http_requests_total{') && line.includes('status="200"'))
        .filter((line) => line.includes('method="GET"') && !line.includes('route="/metrics"'))
    }
    const before = await views()
    expect((await both('/store')).servedFast).toBe(true)
    const after = await views()
    const counted = (lines: string[]) =>
      Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.lastIndexOf(' ')),
          Number(line.slice(line.lastIndexOf(' ') + 1)),
        ]),
      )
    const grown = Object.entries(counted(after)).filter(
      ([series, n]) => n !== (counted(before)[series] ?? 0),
    )
    // The fast answer and the app's own answer of the same page, in the one series.
    expect(grown).toHaveLength(1)
    expect(grown[0]![1] - (counted(before)[grown[0]![0]] ?? 0)).toBe(2)
  })
})
