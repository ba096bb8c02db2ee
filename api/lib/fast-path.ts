import type { IncomingMessage, ServerResponse } from 'node:http'
import { logRequest, requestIdFor } from './request-logger'

/**
 * Answers a request at the socket, before the app's middleware, or returns false to leave it to
 * the app (decisions 042 and 068).
 */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean

/** What a fast path sends: the status, every header but the request's id, and the body. */
export interface SocketAnswer {
  status: number
  headers: Record<string, string | number>
  /** None for a 304 (and a HEAD sends none whatever it is). */
  body: Uint8Array | null
}

export interface SocketAnswerOptions {
  /** Logs the request's line as the app does (`LOG_REQUESTS`). */
  log: boolean
  /** Counts the answer as the app's metrics count theirs. */
  record?: (answered: { method: string; path: string; status: number; seconds: number }) => void
}

/**
 * Sends `answer`, named with the proxy's request id or a new one like every answer of the app
 * (the answer's headers are memoised per cached body, so they never carry one request's id).
 * `path` is what the log names: the path without its query, which may hold a token.
 */
export function sendAtSocket(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  answer: SocketAnswer,
  options: SocketAnswerOptions,
) {
  const started = options.log || options.record ? performance.now() : 0
  const method = request.method ?? 'GET'
  const requestId = requestIdFor(request.headers['x-request-id'] as string | undefined)
  response.setHeader('X-Request-Id', requestId)
  response.writeHead(answer.status, answer.headers)
  response.end(method === 'HEAD' ? undefined : answer.body)
  if (!started) return
  const ms = performance.now() - started
  if (options.log) logRequest({ requestId, method, path, status: answer.status, ms })
  options.record?.({ method, path, status: answer.status, seconds: ms / 1000 })
}

/** An answer as the cached-answer functions make it: its own headers, an ETag among them. */
export interface CachedAnswer {
  status: number
  headers: Record<string, string>
  body: Uint8Array | null
}

/**
 * Each answer's full header set — `common` (the app's), then `own` for the kept body, then the
 * answer's, then its length — made once per kept body, status and ETag (so per encoding), and
 * dropped with the body.
 */
export function memoisedHeaders<Kept extends object>(
  common: Record<string, string>,
  own: (kept: Kept) => Record<string, string> = () => ({}),
) {
  const prepared = new WeakMap<Kept, Map<string, Record<string, string | number>>>()
  return (kept: Kept, answer: CachedAnswer) => {
    let forKept = prepared.get(kept)
    if (!forKept) {
      forKept = new Map()
      prepared.set(kept, forKept)
    }
    const variant = `${answer.status} ${answer.headers.ETag}`
    let headers = forKept.get(variant)
    if (!headers) {
      headers = { ...common, ...own(kept), ...answer.headers }
      if (answer.body) headers['Content-Length'] = answer.body.length
      forKept.set(variant, headers)
    }
    return headers
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
