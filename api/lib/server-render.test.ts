import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadPageRenderer } from './server-render'

const dist = mkdtempSync(join(tmpdir(), 'brightminds-render-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function build(name: string, withServer: boolean) {
  const web = join(dist, name, 'web')
  mkdirSync(web, { recursive: true })
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><html><head><title>Shell</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
    <link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`,
  )
  if (withServer) {
    mkdirSync(join(dist, name, 'server'))
    writeFileSync(
      join(dist, name, 'server', 'entry-server.js'),
      `export async function renderPage(request, options) {
        const path = new URL(request.url).pathname
        if (path === '/account') return null
        return new Response('<!DOCTYPE html><html><head><title>' + path + ' at ' + options.origin +
          '</title></head><body></body></html>', { status: path === '/missing' ? 404 : 200,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
      }`,
    )
  }
  return web
}

const options = { fetchApi: fetch, origin: 'https://example.org' }

describe('the page renderer', () => {
  it('adds the build’s script, preloads, stylesheet and manifest to the rendered head', async () => {
    const renderer = loadPageRenderer(build('full', true))!
    const page = await renderer.render(new Request('http://localhost/store'), options)
    expect(page!.status).toBe(200)
    expect(page!.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await page!.text()).toBe(
      '<!DOCTYPE html><html><head><title>/store at https://example.org</title>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/framework-def.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">' +
        '<link rel="manifest" href="/manifest.webmanifest"></head><body></body></html>',
    )
  })

  it('keeps the status the router chose, and leaves client-only pages to the shell', async () => {
    const renderer = loadPageRenderer(build('statuses', true))!
    expect((await renderer.render(new Request('http://localhost/missing'), options))!.status).toBe(
      404,
    )
    expect(await renderer.render(new Request('http://localhost/account'), options)).toBeNull()
  })

  it('is absent from a build without its server half', () => {
    expect(loadPageRenderer(build('client-only', false))).toBeUndefined()
  })
})
