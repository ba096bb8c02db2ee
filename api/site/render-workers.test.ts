import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { renderInWorkers } from './render-workers'

/**
 * Pages rendered in worker threads (decision 069), with a build's renderer that stands in for
 * React's: it asks the server for its data as the real pages do, and fails or dies on request.
 */
const dist = mkdtempSync(join(tmpdir(), 'brightminds-render-workers-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const web = join(dist, 'web')
mkdirSync(web, { recursive: true })
mkdirSync(join(dist, 'server'))
// ES modules, as the build's are (the project's package.json says so for dist/).
writeFileSync(join(dist, 'package.json'), '{"type":"module"}')
writeFileSync(join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>')
writeFileSync(
  join(dist, 'server', 'entry-server.js'),
  `import { existsSync, writeFileSync } from 'node:fs'
  import { threadId } from 'node:worker_threads'
  export async function renderPage(request, options) {
    const path = new URL(request.url).pathname
    if (path === '/hold') {
      // A long synchronous render, as React's is, held until the test lets it go.
      writeFileSync(${JSON.stringify(join(dist, 'holding'))}, '')
      while (!existsSync(${JSON.stringify(join(dist, 'release'))})) {}
    }
    if (path === '/account') return null
    if (path === '/broken') throw new Error('The page broke')
    if (path === '/die') process.exit(3)
    const answer = await options.fetchApi('/api/products/featured', { headers: { 'X-Asked': path } })
    const data = await answer.text()
    return new Response('<!DOCTYPE html><html><head><title>' + path + '</title></head><body>' +
      '<p>' + answer.status + ' ' + data + ' at ' + options.origin + ' nonce ' + options.nonce +
      ' thread ' + threadId + ' visitor ' + request.headers.get('X-Visitor') + '</p></body></html>',
      { status: path === '/missing' ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
  }`,
)

// The worker from source: a bootstrap that registers TypeScript (tsx) and imports it.
const bootstrap = join(dist, 'render-worker.mjs')
writeFileSync(
  bootstrap,
  `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}
  register()
  await import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)})`,
)
const renderer = renderInWorkers({ script: pathToFileURL(bootstrap), staticDir: web, size: 2 })
afterAll(() => renderer.close())

const asked: { url: string; asked: string | null }[] = []
const fetchApi: typeof fetch = async (input, init) => {
  asked.push({ url: String(input), asked: new Headers(init?.headers).get('X-Asked') })
  return Response.json({ featured: ['Tangram'] }, { status: 200 })
}
const options = { fetchApi, origin: 'https://example.org', nonce: 'n0nce' }
const page = (path: string, headers: Record<string, string> = {}) =>
  renderer.render(new Request(`http://localhost${path}`, { headers }), options)

describe('pages rendered in worker threads', () => {
  it('renders in a worker, its API calls answered by the server', async () => {
    const rendered = await page('/store', { 'X-Visitor': 'v1' })
    expect(rendered!.status).toBe(200)
    const html = await rendered!.text()
    expect(html).toContain('<title>/store</title>')
    expect(html).toContain('200 {"featured":["Tangram"]} at https://example.org nonce n0nce')
    expect(html).toContain('visitor v1')
    // Not the test's own thread (0).
    expect(html).toMatch(/thread [1-9]\d*/)
    expect(asked).toContainEqual({ url: '/api/products/featured', asked: '/store' })
  })

  it('leaves the server’s thread free while a render holds its worker', async () => {
    const held = page('/hold')
    // Were the render on this thread, nothing here would run until it ended: the poll would
    // never see the worker holding, and the render would never be let go.
    await expect.poll(() => existsSync(join(dist, 'holding'))).toBe(true)
    writeFileSync(join(dist, 'release'), '')
    expect((await held)!.status).toBe(200)
  })

  it('keeps each render’s status, and a page the browser renders itself', async () => {
    expect((await page('/missing'))!.status).toBe(404)
    expect(await page('/account')).toBeNull()
  })

  it('renders many at once, each answer to its own request', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/page-${i}`)
    const pages = await Promise.all(paths.map((path) => page(path)))
    const titles = await Promise.all(
      pages.map(async (each) => (await each!.text()).match(/<title>(.*?)</)![1]),
    )
    expect(titles).toEqual(paths)
  })

  it('fails a render that throws, and goes on rendering', async () => {
    await expect(page('/broken')).rejects.toThrow('The page broke')
    expect((await page('/after-broken'))!.status).toBe(200)
  })

  it('fails the renders of a worker that dies, and replaces it', async () => {
    await expect(page('/die')).rejects.toThrow(/exited with code 3/)
    const after = await Promise.all([page('/after-1'), page('/after-2'), page('/after-3')])
    expect(after.map((each) => each!.status)).toEqual([200, 200, 200])
  })
})
