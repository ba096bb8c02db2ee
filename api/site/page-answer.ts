import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { brand } from '#core/brand'
import type { AppEnv } from '../app-env'
import { cachePolicies, matchesEtag, preferredEncoding } from '../lib/cache-control'
import type { CachedPage } from './page-cache'

/** What to send for a cached page: the same for the app's route and the server's fast path. */
export interface CachedPageAnswer {
  status: number
  headers: Record<string, string>
  /** The document in the chosen encoding; null for a 304. */
  body: Uint8Array | null
}

/**
 * A cached page in the best encoding the visitor takes, or 304 when their copy is current (any
 * encoding's tag of the same document counts).
 */
export function cachedPageAnswer(
  page: CachedPage,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CachedPageAnswer {
  const encoding = preferredEncoding(acceptEncoding)
  const headers: Record<string, string> = {
    // The same for every signed-out visitor: any cache may keep it, asking again each time
    // (a 304 when unchanged); the service worker keeps it for a returning visitor (decision 070).
    'Cache-Control': cachePolicies.publicRevalidate,
    ETag: encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}"`,
    Vary: 'Accept-Encoding',
    ...page.headers,
  }
  if (page.status === 200 && matchesEtag(ifNoneMatch, page.hash)) {
    return { status: 304, headers, body: null }
  }
  headers['Content-Type'] = page.contentType
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return { status: page.status, headers, body: page[encoding] }
}

/**
 * A cached page from the app (see `cachedPageAnswer`). Its inline scripts pass the CSP by their
 * hashes (`scriptSources`, put in the header by `securityHeaders`), so the bytes are the same for
 * everyone.
 */
export function sendCachedPage(c: Context<AppEnv>, page: CachedPage): Response {
  const answer = cachedPageAnswer(
    page,
    c.req.header('Accept-Encoding'),
    c.req.header('If-None-Match'),
  )
  c.set('scriptSources', page.scriptSources)
  if (!answer.body) return c.body(null, 304, answer.headers)
  return c.body(
    answer.body as Uint8Array<ArrayBuffer>,
    answer.status as ContentfulStatusCode,
    answer.headers,
  )
}

/** Seconds a refused page view is asked to wait before trying again. */
export const busyRetryAfterSeconds = 5

const busyHtml = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy for a moment — ${brand.name}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">
<h1>So many visitors at once</h1>
<p>Thank you for coming. The page is on its way: please try again in a few seconds.</p>
<p><a href="">Try again</a></p></body></html>`

/**
 * Every render turn and queue place is taken and no copy of the page is kept (decision 054):
 * 503 with Retry-After, so the visitor and crawlers come back rather than wait in a line.
 */
export function busyPage(c: Context<AppEnv>): Response {
  return c.html(busyHtml, 503, {
    'Retry-After': String(busyRetryAfterSeconds),
    'Cache-Control': cachePolicies.none,
  })
}
