import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

interface RenderOptions {
  /** Answers the page's API calls (in-process, without the visitor's cookies). */
  fetchApi: typeof fetch
  /** PUBLIC_ORIGIN, for canonical URLs and structured data. */
  origin: string
  /** The response's Content-Security-Policy nonce, for the router's inline data scripts. */
  nonce?: string
}

/** What dist/server/entry-server.js exports (web/entry-server.tsx). */
interface ServerEntry {
  renderPage(request: Request, options: RenderOptions): Promise<Response | null>
}

export interface PageRenderer {
  /**
   * The server-rendered document for a page request, with the build's assets in its head; null
   * for a page the browser renders itself (to be served the app shell).
   */
  render(request: Request, options: RenderOptions): Promise<Response | null>
}

/**
 * The build's page renderer, when the build has one: `vite build --ssr` puts it next to the
 * static site (dist/server beside dist/web). The scripts, module preloads, stylesheet and
 * manifest link Vite wrote into the built index.html go into every rendered page's head, so both
 * name the same hashed files.
 */
export function loadPageRenderer(staticDir: string): PageRenderer | undefined {
  const entry = join(staticDir, '..', 'server', 'entry-server.js')
  if (!existsSync(entry)) return undefined
  const assets = buildAssets(readFileSync(join(staticDir, 'index.html'), 'utf8'))
  let loaded: Promise<ServerEntry> | undefined
  return {
    async render(request, options) {
      loaded ??= import(pathToFileURL(entry).href) as Promise<ServerEntry>
      const rendered = await (await loaded).renderPage(request, options)
      if (!rendered) return null
      const html = await rendered.text()
      const headers = new Headers(rendered.headers)
      headers.delete('Content-Length')
      return new Response(html.replace('</head>', `${assets}</head>`), {
        status: rendered.status,
        headers,
      })
    },
  }
}

const assetTag =
  /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet|manifest)"[^>]*>/g

function buildAssets(indexHtml: string): string {
  return (indexHtml.match(assetTag) ?? []).join('')
}
