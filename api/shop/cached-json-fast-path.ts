import type { IncomingMessage, ServerResponse } from 'node:http'
import type { CachedJson, JsonCache } from '../lib/json-cache'
import { logRequest, requestIdFor } from '../lib/request-logger'
import { type CachedJsonAnswer, cachedJsonAnswer } from './cached-json-response'

/** Answers a request at the socket, or returns false to leave it to the app. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

export interface FastPathOptions {
  cache: JsonCache
  /** The cache key a path's answer is kept under, or undefined for other paths. */
  keyFor(path: string): string | undefined
  /**
   * The headers the app sends with every such answer (security headers and the like), taken
   * from one of its own answers (see `appAnswerHeaders`).
   */
  headers: Record<string, string>
  log: boolean
}

/**
 * The cached answers (decision 042) served straight from the Node server, before the app's
 * middleware, when serving them is all the app would do: a GET or HEAD without cookies (no
 * session to read or refresh) and without a query, for an answer already cached. Anything else
 * — a miss, a signed-in visitor, another path — goes to the app, which fills the cache. The
 * bytes and headers are the app's own (`cachedJsonAnswer`, `headers`); the tests compare both.
 */
export function cachedJsonFastPath(options: FastPathOptions): FastPath {
  // Each answer's full header set, made once per cached JSON, status and encoding.
  const prepared = new WeakMap<CachedJson, Map<string, Record<string, string | number>>>()
  const headersOf = (json: CachedJson, answer: CachedJsonAnswer) => {
    let forJson = prepared.get(json)
    if (!forJson) {
      forJson = new Map()
      prepared.set(json, forJson)
    }
    const variant = `${answer.status} ${answer.headers.ETag}`
    let headers = forJson.get(variant)
    if (!headers) {
      headers = { ...options.headers, ...answer.headers }
      if (answer.body) headers['Content-Length'] = answer.body.length
      forJson.set(variant, headers)
    }
    return headers
  }
  return (request, response) => {
    const { method, url = '' } = request
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.cookie) return false
    if (url.includes('?')) return false
    const key = options.keyFor(url)
    const json = key === undefined ? undefined : options.cache.peek(key)
    if (!json) return false
    const started = options.log ? performance.now() : 0
    const answer = cachedJsonAnswer(
      json,
      request.headers['accept-encoding'],
      request.headers['if-none-match'],
    )
    // Named like every answer of the app (the header memo never carries one answer's id).
    const requestId = requestIdFor(request.headers['x-request-id'] as string | undefined)
    response.setHeader('X-Request-Id', requestId)
    response.writeHead(answer.status, headersOf(json, answer))
    response.end(method === 'HEAD' ? undefined : answer.body)
    if (options.log) {
      const ms = performance.now() - started
      logRequest({ requestId, method, path: url, status: answer.status, ms })
    }
    return true
  }
}

/** Headers that belong to one answer rather than to every answer of its kind. */
const perAnswer = new Set([
  'date',
  'x-request-id',
  'etag',
  'content-length',
  'content-encoding',
  'content-type',
  'cache-control',
  'vary',
  'connection',
  'keep-alive',
  'transfer-encoding',
])

/**
 * The headers every answer of the app carries, from one real answer: its security headers and
 * the like, without what belongs to that answer (and without the per-response script nonce,
 * which only a page uses).
 */
export function appAnswerHeaders(answer: Response): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of answer.headers) {
    if (perAnswer.has(name)) continue
    headers[name] =
      name === 'content-security-policy' ? value.replace(/ 'nonce-[^']*'/g, '') : value
  }
  return headers
}
