import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { cachePolicies } from './cache-control'
import { handleNotFound } from './errors'
import { loadPageRenderer } from './server-render'

const revalidatedFiles = /(^|\/)(index\.html|sw\.js|registerSW\.js|[^/]+\.webmanifest)$/

function cacheFor(path: string, contentType: string): string {
  if (path.startsWith('/assets/')) return cachePolicies.immutable
  if (revalidatedFiles.test(path) || contentType.startsWith('text/html')) {
    return cachePolicies.revalidate
  }
  return cachePolicies.staticFile
}

/** serveStatic with our cache policy on whatever file it found. */
function serveFiles(root: string, path?: string): MiddlewareHandler {
  const serve = serveStatic({ root, path, precompressed: true })
  return async (c, next) => {
    const response = await serve(c, next)
    if (response instanceof Response) {
      const contentType = response.headers.get('Content-Type') ?? ''
      response.headers.set('Cache-Control', cacheFor(path ? `/${path}` : c.req.path, contentType))
    }
    return response
  }
}

/**
 * Serves the built PWA from `root`: real files first, then any other page rendered by the server
 * (decision 043; index.html for the browser to render when the build has no server half).
 * Missing hashed assets and other file-like paths stay 404, so a stale page never receives HTML
 * where it asked for a script.
 */
export function mountStaticSite(app: Hono<AppEnv>, root: string, publicOrigin: string) {
  const indexHtml = serveFiles(root, 'index.html')
  const renderer = loadPageRenderer(root)
  // The pages' own API calls, answered in-process without the visitor's cookies.
  const fetchApi: typeof fetch = async (input, init) =>
    app.fetch(new Request(new URL(String(input), 'http://localhost'), init))
  const page: MiddlewareHandler<AppEnv> = async (c, next) => {
    const rendered = await renderer?.render(c.req.raw, {
      fetchApi,
      origin: publicOrigin,
      nonce: c.get('secureHeadersNonce'),
    })
    if (!rendered) return indexHtml(c, next)
    rendered.headers.set('Cache-Control', cachePolicies.revalidate)
    return rendered
  }
  app.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return handleNotFound(c)
    return next()
  })
  // The home page is a page like the others (index.html is the offline shell, decision 043).
  app.get('/', page)
  app.get('*', serveFiles(root))
  app.get('*', async (c, next) => {
    if (!wantsPage(c)) return handleNotFound(c)
    return page(c, next)
  })
}

function wantsPage(c: Context) {
  const path = c.req.path
  if (path.startsWith('/assets/')) return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  if (!lastSegment.includes('.')) return true
  return (c.req.header('Accept') ?? '').includes('text/html')
}
