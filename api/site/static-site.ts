import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { asksForPrivacy } from '#core/cookies'
import {
  builtFile,
  type Locale,
  localeOfPath,
  locales,
  rememberedLanguageCookie,
} from '#core/locale'
import { hasSessionCookie } from '../accounts'
import type { AppEnv } from '../app-env'
import { cachePolicies } from '../lib/cache-control'
import { handleNotFound } from '../lib/errors'
import { log } from '../lib/log'
import { busyPage, sendCachedPage } from './page-answer'
import { type CachedPage, type PageCache, sharedAddress, toCachedPage } from './page-cache'
import { rememberedLanguageAddress, switchedLanguage } from './remembered-language'
import type { RenderQueue } from './render-queue'
import { appShell, type PageRenderer } from './server-render'

// Each language's service worker and manifest (sw.js, sw.es.js; decision 078).
const revalidatedFiles = /(^|\/)(index\.html|sw(\.\w+)?\.js|registerSW\.js|[^/]+\.webmanifest)$/

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

/** How the server renders pages under load (decision 054). */
export interface PageServing {
  /** Signed-out pages as rendered once per build, path and search. */
  cache?: PageCache
  /** The bound on renders running and waiting. */
  queue: RenderQueue
}

/**
 * Serves the built PWA from `root`: real files first, then any other page rendered by the server
 * (decision 043; index.html for the browser to render when the build has no server half).
 * Missing hashed assets and other file-like paths stay 404, so a stale page never receives HTML
 * where it asked for a script.
 * A signed-out page view is answered from `serving.cache` when it holds the page (an aged copy
 * while it is rendered again); every render waits for a turn in `serving.queue`, and one refused
 * is answered an aged copy or 503.
 */
export function mountStaticSite(
  app: Hono<AppEnv>,
  root: string,
  publicOrigin: string,
  renderer: PageRenderer | undefined,
  serving: PageServing,
) {
  const shells = appShells(root)
  const indexHtml: MiddlewareHandler = (c, next) => shells[localeOfPath(c.req.path)](c, next)
  const build = buildId(root)
  // One render per page at a time for signed-out visitors: the others wait for its result.
  const rendering = new Map<string, Promise<CachedPage | null>>()

  const render = async (c: Context<AppEnv>, request: Request) => {
    // The page's own API calls, answered in-process without the visitor's cookies.
    let unavailable: Response | undefined
    const fetchApi: typeof fetch = async (input, init) => {
      const response = await app.fetch(
        new Request(new URL(String(input), 'http://localhost'), init),
      )
      if (response.status === 503) unavailable = response
      return response
    }
    const rendered = await renderer?.render(request, {
      fetchApi,
      origin: publicOrigin,
      nonce: c.get('secureHeadersNonce'),
    })
    if (!rendered || !unavailable) return rendered ?? null
    return unavailablePage(rendered, unavailable)
  }

  /**
   * A signed-out render, made the same for everyone who waits on it (its scripts allowed by
   * hash), and kept when it is a whole page.
   */
  const renderShared = async (
    c: Context<AppEnv>,
    cache: PageCache,
    key: string,
    address: string,
  ) => {
    const generation = cache.generation()
    // Rendered uncompressed: each encoding is made once, for the cache.
    const headers = new Headers(c.req.raw.headers)
    headers.delete('Accept-Encoding')
    const rendered = await render(c, new Request(new URL(address, c.req.url), { headers }))
    if (!rendered) return null
    // What the answer needs beyond its body: a redirect's Location above all (without it, a
    // browser shows an empty page), and the build its scripts are of (decision 070).
    const own: Record<string, string> = {}
    for (const name of ['Cache-Control', 'Retry-After', 'Location', 'X-Build-Id']) {
      const value = rendered.headers.get(name)
      if (value) own[name] = value
    }
    const page = await toCachedPage(await rendered.text(), {
      status: rendered.status,
      contentType: rendered.headers.get('Content-Type') ?? 'text/html; charset=UTF-8',
      headers: own,
    })
    if (page.status === 200) cache.keep(key, page, generation)
    return page
  }

  const servePage: MiddlewareHandler<AppEnv> = async (c, next) => {
    const chosenLanguage = rememberedLanguageAddress(new URL(c.req.url), {
      cookie: c.req.header('Cookie'),
      fetchSite: c.req.header('Sec-Fetch-Site'),
      fetchMode: c.req.header('Sec-Fetch-Mode'),
    })
    if (chosenLanguage) {
      c.header('Cache-Control', cachePolicies.personal)
      return c.redirect(chosenLanguage, 302)
    }
    if (!renderer) return indexHtml(c, next)
    const { cache, queue } = serving
    const signedOut = cache && !hasSessionCookie(c.req.header('Cookie'))
    const url = new URL(c.req.url)
    const address = sharedAddress(url)
    const key = pageKey(build, address)
    let answer: Promise<CachedPage | Response | null> | undefined
    if (signedOut) {
      const kept = cache.fresh(key)
      if (kept) return sendCachedPage(c, kept)
      let shared = rendering.get(key)
      if (!shared) {
        shared = queue.run(() => renderShared(c, cache, key, address))
        if (shared) {
          const mine = shared
          rendering.set(key, mine)
          mine.finally(() => rendering.get(key) === mine && rendering.delete(key)).catch(() => {})
        }
      }
      // A page only aged out (no change heard since) is served as kept while it is rendered
      // again, up to a bound, or however old when no render turn is free.
      const aged = cache.stale(key, !shared)
      if (aged) {
        shared?.catch((error: unknown) => log.error({ err: error }, `Rendering ${key} failed.`))
        return sendCachedPage(c, aged)
      }
      answer = shared
    } else {
      answer = queue.run(() => render(c, c.req.raw))
    }
    if (!answer) return busyPage(c)
    const result = await answer
    if (!result) return indexHtml(c, next)
    if (!(result instanceof Response)) return sendCachedPage(c, result)
    if (result.status !== 503) result.headers.set('Cache-Control', cachePolicies.personalPage)
    return result
  }

  // A switch of language followed before the page could remember it: this answer does, and so
  // is the visitor's own, never a cache's. Secure when the site is served over HTTPS.
  const secureSite = new URL(publicOrigin).protocol === 'https:'
  const page: MiddlewareHandler<AppEnv> = async (c, next) => {
    const switched = switchedLanguage(new URL(c.req.url), {
      cookie: c.req.header('Cookie'),
      fetchSite: c.req.header('Sec-Fetch-Site'),
      fetchMode: c.req.header('Sec-Fetch-Mode'),
      referer: c.req.header('Referer'),
    })
    const answer = await servePage(c, next)
    if (!switched || !(answer instanceof Response) || answer.status !== 200) return answer
    const remembered = new Response(answer.body, answer)
    const privacy = asksForPrivacy(c.req.header('Sec-GPC'))
    remembered.headers.append('Set-Cookie', rememberedLanguageCookie(switched, secureSite, privacy))
    remembered.headers.set('Cache-Control', cachePolicies.personalPage)
    return remembered
  }
  app.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return handleNotFound(c)
    return next()
  })
  // The home page is a page like the others (index.html is the offline shell, decision 043).
  app.get('/', page)
  app.get('*', serveFiles(root))
  app.get('*', async (c, next) => {
    if (!wantsPage(c.req.path, c.req.header('Accept'))) return handleNotFound(c)
    return page(c, next)
  })
}

/**
 * Whether a path that is no file is a page to render: a file-like one only for a browser asking
 * for a document, never under /assets/ (a stale page must not receive HTML for a script).
 */
export function wantsPage(path: string, accept: string | undefined) {
  if (path.startsWith('/assets/')) return false
  const lastSegment = path.slice(path.lastIndexOf('/') + 1)
  if (!lastSegment.includes('.')) return true
  return (accept ?? '').includes('text/html')
}

/** What a signed-out page is kept under: its build and its shared address (`sharedAddress`). */
export function pageKey(build: string, address: string) {
  return `${build}:${address}`
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

/** Each language's app shell (`appShell`), for a page the browser renders itself. */
function appShells(root: string): Record<Locale, MiddlewareHandler> {
  return Object.fromEntries(
    locales.map((locale) => [locale, serveFiles(root, appShell(root, locale))]),
  ) as Record<Locale, MiddlewareHandler>
}

/**
 * The build a cached page belongs to: its languages' app shells name every hashed script and
 * stylesheet.
 */
export function buildId(root: string) {
  const shells = locales
    .map((locale) => join(root, builtFile('index.html', locale)))
    .filter((shell) => existsSync(shell))
  if (shells.length === 0) return 'none'
  const hash = createHash('sha256')
  for (const shell of shells) hash.update(readFileSync(shell))
  return hash.digest('base64url').slice(0, 12)
}
