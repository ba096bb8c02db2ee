import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { indexStylesheet } from '../../scripts/index-stylesheet'
import { loadPageRenderer } from './server-render'

const dist = mkdtempSync(join(tmpdir(), 'brightminds-render-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** An app shell as Vite writes it: `entry` its script, `manifest` its manifest's address. */
const shell = (entry: string, manifest: string) =>
  `<!doctype html><html><head><title>Shell</title>
    <link rel="preload" href="/assets/heading-jkl.woff2" as="font" type="font/woff2" crossorigin />
    <script type="module" crossorigin src="/assets/${entry}.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
    <link rel="manifest" href="${manifest}"></head><body><div id="root"></div></body></html>`

function build(name: string, withServer: boolean, stylesheet?: string, languages = false) {
  const web = join(dist, name, 'web')
  mkdirSync(web, { recursive: true })
  writeFileSync(join(web, 'index.html'), shell('index-abc', '/manifest.webmanifest'))
  if (languages) {
    writeFileSync(join(web, 'index.es.html'), shell('index-xyz', '/manifest.es.webmanifest'))
  }
  if (withServer) {
    mkdirSync(join(dist, name, 'server'))
    writeFileSync(
      join(dist, name, 'server', 'entry-server.js'),
      `export async function renderPage(request, options) {
        const path = new URL(request.url).pathname
        if (path === '/account') return null
        return new Response('<!DOCTYPE html><html><head><title>' + path + ' at ' + options.origin +
          '</title></head><body><p class="c_red">Hi</p></body></html>', { status: path === '/missing' ? 404 : 200,
          headers: { 'Content-Type': 'text/html; charset=UTF-8' } })
      }`,
    )
    if (stylesheet) {
      const index = indexStylesheet('/assets/index-ghi.css', stylesheet)
      writeFileSync(join(dist, name, 'server', 'stylesheet.json'), JSON.stringify(index))
    }
  }
  return web
}

const options = { fetchApi: fetch, origin: 'https://example.org' }

describe('the page renderer', () => {
  it('adds the build’s stylesheet, script, preloads and manifest to the rendered head', async () => {
    const renderer = loadPageRenderer(build('full', true))!
    const page = await renderer.render(new Request('http://localhost/store'), options)
    expect(page!.status).toBe(200)
    expect(page!.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(await page!.text()).toBe(
      '<!DOCTYPE html><html><head><title>/store at https://example.org</title>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">' +
        // The heading face is wanted for the first paint; the scripts load after the content.
        '<link rel="preload" href="/assets/heading-jkl.woff2" as="font" type="font/woff2" crossorigin />' +
        '<script fetchpriority="low" type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-def.js">' +
        '<link rel="manifest" href="/manifest.webmanifest"></head>' +
        '<body><p class="c_red">Hi</p></body></html>',
    )
  })

  it('gives a Spanish page the Spanish build’s scripts and manifest (index.es.html)', async () => {
    const renderer = loadPageRenderer(build('spanish', true, undefined, true))!
    const read = async (path: string) =>
      (await renderer.render(new Request(`http://localhost${path}`), options))!.text()
    const spanish = await read('/es/store')
    expect(spanish).toContain('src="/assets/index-xyz.js"')
    expect(spanish).toContain('<link rel="manifest" href="/manifest.es.webmanifest"></head>')
    expect(spanish).not.toContain('index-abc')
    expect(
      spanish.replace('/es/store', '/store').replace('index-xyz', 'index-abc').replace('.es.', '.'),
    ).toBe(await read('/store'))
    // The Spanish home page is Spanish; an English address that merely begins with "es" is not.
    expect(await read('/es')).toContain('index-xyz')
    expect(await read('/espanol')).toContain('src="/assets/index-abc.js"')
  })

  it('inlines the page’s share of the indexed stylesheet and defers the whole of it', async () => {
    const css =
      '@layer reset,utilities;@layer reset{html{margin:0}}' +
      '@layer utilities{.c_red{color:var(--colors-red)}.c_blue{color:blue}}' +
      ':root{--colors-red:red;--colors-blue:blue}'
    const renderer = loadPageRenderer(build('critical', true, css))!
    const html = await (await renderer.render(new Request('http://localhost/'), options))!.text()
    const head = html.slice(html.indexOf('</title>') + 8, html.indexOf('<link rel="preload"'))
    expect(head).toBe(
      '<style>@layer reset,utilities;@layer reset{html{margin:0}}' +
        '@layer utilities{.c_red{color:var(--colors-red)}}:root{--colors-red:red}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-ghi.css" media="print" data-deferred-stylesheet>' +
        '<noscript><link rel="stylesheet" crossorigin href="/assets/index-ghi.css"></noscript>',
    )
  })

  it('compresses the page as the request accepts, br first', async () => {
    const renderer = loadPageRenderer(build('compressed', true))!
    const plain = await (await renderer.render(new Request('http://localhost/'), options))!.text()
    const br = (await renderer.render(
      new Request('http://localhost/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      options,
    ))!
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain)
    const gzip = (await renderer.render(
      new Request('http://localhost/', { headers: { 'Accept-Encoding': 'gzip' } }),
      options,
    ))!
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain)
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
