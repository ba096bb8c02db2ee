import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app'
import { buildId } from './static-site'

const staticDir = await mkdtemp(join(tmpdir(), 'brightminds-static-'))
await mkdir(join(staticDir, 'assets'))
await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>BrightMinds</title>')
await writeFile(join(staticDir, 'assets', 'index-abc123.js'), 'console.info("app")')
await writeFile(join(staticDir, 'sw.js'), 'self.skipWaiting()')
await writeFile(join(staticDir, 'manifest.webmanifest'), '{"name":"BrightMinds"}')
await writeFile(join(staticDir, 'offline.html'), '<!doctype html><title>Offline</title>')
await writeFile(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
afterAll(() => rm(staticDir, { recursive: true, force: true }))

const { request } = await createTestApp({ staticDir })

describe('the built site', () => {
  it('serves index.html at the root, revalidated on every load', async () => {
    const response = await request('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await response.text()).toContain('<title>BrightMinds</title>')
  })

  it('falls back to index.html for client-side routes', async () => {
    for (const path of ['/some/route', '/product/12', '/checkout/success']) {
      const response = await request(path, { headers: { Accept: 'text/html' } })
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain('<title>BrightMinds</title>')
    }
  })

  it('caches hashed assets for a year', async () => {
    const response = await request('/assets/index-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates the service worker, the manifest and the offline page', async () => {
    for (const path of ['/sw.js', '/manifest.webmanifest', '/offline.html']) {
      const response = await request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache')
    }
  })

  it('caches other files for an hour', async () => {
    const response = await request('/favicon.svg')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
  })

  it('answers HEAD with headers and no body', async () => {
    const response = await request('/assets/index-abc123.js', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Length')).toBe('19')
    expect(await response.text()).toBe('')
  })

  it('keeps unknown API paths as 404 JSON', async () => {
    const response = await request('/api/nope', { headers: { Accept: 'text/html' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('still answers the API', async () => {
    expect((await request('/api/health')).status).toBe(200)
  })

  it('answers 404 for a missing hashed asset instead of HTML', async () => {
    const response = await request('/assets/index-old999.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('Cache-Control') ?? '').not.toContain('immutable')
  })

  it('refuses to leave the static directory', async () => {
    const response = await request('/../package.json')
    expect(await response.text()).not.toContain('"dependencies"')
  })
})

describe('a build in two languages (decision 078)', async () => {
  const bilingualDir = await mkdtemp(join(tmpdir(), 'brightminds-static-'))
  await writeFile(join(bilingualDir, 'index.html'), '<!doctype html><title>English shell</title>')
  await writeFile(
    join(bilingualDir, 'index.es.html'),
    '<!doctype html><title>Spanish shell</title>',
  )
  await writeFile(join(bilingualDir, 'sw.es.js'), 'self.skipWaiting()')
  afterAll(() => rm(bilingualDir, { recursive: true, force: true }))
  const bilingual = await createTestApp({ staticDir: bilingualDir })

  it("serves each page its language's app shell", async () => {
    for (const [path, title] of [
      ['/es', 'Spanish shell'],
      ['/es/product/12', 'Spanish shell'],
      ['/product/12', 'English shell'],
      ['/espanol', 'English shell'],
    ]) {
      const response = await bilingual.request(path!, { headers: { Accept: 'text/html' } })
      expect(await response.text(), path).toContain(`<title>${title}</title>`)
    }
  })

  it('revalidates the Spanish service worker', async () => {
    const response = await bilingual.request('/sw.es.js')
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
  })

  it('names the build by both shells: a change to the Spanish one alone is a new build', async () => {
    const before = buildId(bilingualDir)
    await writeFile(join(bilingualDir, 'index.es.html'), '<!doctype html><title>Otra</title>')
    expect(buildId(bilingualDir)).not.toBe(before)
    // A build of one language is named as it always was.
    expect(buildId(staticDir)).toHaveLength(12)
  })
})
