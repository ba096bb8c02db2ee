import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import type { AppEnv } from '../app-env'
import { cachePolicies, matchesEtag, preferredEncoding } from '../lib/cache-control'
import { errorBody } from '../lib/errors'
import type { CachedJson } from '../lib/json-cache'

/** What to send for a cached answer: the same for Hono's route and the server's fast path. */
export interface CachedJsonAnswer {
  status: 200 | 304
  headers: Record<string, string>
  /** The body in the chosen encoding; null for a 304. */
  body: Uint8Array | null
}

/**
 * A cached answer (public, revalidated each time) in the best encoding the client takes, or 304
 * when its copy is current (any encoding's tag of the same JSON counts).
 */
export function cachedJsonAnswer(
  json: CachedJson,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): CachedJsonAnswer {
  const encoding = preferredEncoding(acceptEncoding)
  const tag = encoding === 'identity' ? `"${json.hash}"` : `"${json.hash}-${encoding}"`
  const headers: Record<string, string> = {
    'Cache-Control': cachePolicies.publicRevalidate,
    ETag: tag,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(ifNoneMatch, json.hash)) return { status: 304, headers, body: null }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding
  headers['Content-Type'] = 'application/json'
  return { status: 200, headers, body: json[encoding] }
}

/** A cached answer from a route (see `cachedJsonAnswer`); none: 404 with the route's `notFound`. */
export function sendCachedJson<T>(
  c: Context<AppEnv>,
  json: CachedJson<T> | undefined,
  notFound: string,
) {
  if (!json) return c.json(errorBody(notFound), 404)
  const answer = cachedJsonAnswer(
    json,
    c.req.header('Accept-Encoding'),
    c.req.header('If-None-Match'),
  )
  if (answer.status === 304) return c.body(null, 304, answer.headers)
  // Typed as the JSON it is, for the web's typed client.
  return c.body(
    answer.body as Uint8Array<ArrayBuffer>,
    200,
    answer.headers,
  ) as unknown as Response & TypedResponse<JSONParsed<T>, 200, 'json'>
}
