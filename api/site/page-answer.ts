import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { brand } from '#core/brand'
import type { AppEnv } from '../app-env'
import { cachePolicies, matchesEtag, preferredEncoding } from '../lib/cache-control'
import type { CachedPage } from './page-cache'

/**
 * A cached page in the best encoding the visitor takes, or 304 when their copy is current. Its
 * inline scripts pass the CSP by their hashes (`scriptSources`, put in the header by
 * `securityHeaders`), so the bytes are the same for everyone.
 */
export function sendCachedPage(c: Context<AppEnv>, page: CachedPage): Response {
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  const headers: Record<string, string> = {
    'Cache-Control': cachePolicies.revalidate,
    ETag: encoding === 'identity' ? `"${page.hash}"` : `"${page.hash}-${encoding}"`,
    Vary: 'Accept-Encoding',
    ...page.headers,
  }
  c.set('scriptSources', page.scriptSources)
  if (page.status === 200 && matchesEtag(c.req.header('If-None-Match'), page.hash)) {
    return c.body(null, 304, headers)
  }
  headers['Content-Type'] = page.contentType
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  return c.body(
    page[encoding] as Uint8Array<ArrayBuffer>,
    page.status as ContentfulStatusCode,
    headers,
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
