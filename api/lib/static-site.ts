import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './app-env'
import { cachePolicies } from './cache-control'
import { handleNotFound } from './errors'
import { loadPageRenderer, type PageRenderer } from './server-render'

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
 * where it asked for a script. `renderer` is the build's, beside `root`, unless one is given.
 */
export function mountStaticSite(
  app: Hono<AppEnv>,
  root: string,
  publicOrigin: string,
  renderer: PageRenderer | undefined = loadPageRenderer(root),
) {
  const indexHtml = serveFiles(root, 'index.html')
  const page: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The page's own API calls, answered in-process without the visitor's cookies.
    let unavailable: Response | undefined
    const fetchApi: typeof fetch = async (input, init) => {
      const response = await app.fetch(
        new Request(new URL(String(input), 'http://localhost'), init),
      )
      if (response.status === 503) unavailable = response
      return response
    }
    const rendered = await renderer?.render(c.req.raw, {
      fetchApi,
      origin: publicOrigin,
      nonce: c.get('secureHeadersNonce'),
    })
    if (!rendered) return indexHtml(c, next)
    if (unavailable) return unavailablePage(rendered, unavailable)
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

/**
 * A page whose data could not be had (the database is out, decision 050): what it could show —
 * the rest of the page, or its error screen saying we're having trouble — answered 503 with the
 * API's Retry-After, so no cache keeps it and crawlers come back.
 */
function unavailablePage(rendered: Response, unavailable: Response) {
  const headers = new Headers(rendered.headers)
  headers.set('Cache-Control', cachePolicies.none)
  const retryAfter = unavailable.headers.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return new Response(rendered.body, { status: 503, headers })
}
