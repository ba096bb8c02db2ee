import {
  type FastPath,
  memoisedHeaders,
  type SocketAnswerOptions,
  sendAtSocket,
} from '../lib/fast-path'
import type { CachedJson, JsonCache } from '../lib/json-cache'
import { cachedJsonAnswer } from './cached-json-response'

export interface FastPathOptions extends SocketAnswerOptions {
  cache: JsonCache
  /**
   * The cache key an address's answer is kept under (its path and query, as the request gives
   * them), or undefined for any other address.
   */
  keyFor(url: string): string | undefined
  /**
   * The headers the app sends with every such answer (security headers and the like), taken
   * from one of its own answers (see `appAnswerHeaders`).
   */
  headers: Record<string, string>
}

/**
 * The cached answers (decision 042) served straight from the Node server, before the app's
 * middleware, when serving them is all the app would do: a GET or HEAD without cookies (no
 * session to read or refresh), at an address `keyFor` knows, for an answer already cached. Anything else
 * — a miss, a signed-in visitor, another path — goes to the app, which fills the cache. The
 * bytes and headers are the app's own (`cachedJsonAnswer`, `headers`); the tests compare both.
 */
export function cachedJsonFastPath(options: FastPathOptions): FastPath {
  const headersOf = memoisedHeaders<CachedJson>(options.headers)
  return (request, response) => {
    const { method, url = '' } = request
    if ((method !== 'GET' && method !== 'HEAD') || request.headers.cookie) return false
    const key = options.keyFor(url)
    const json = key === undefined ? undefined : options.cache.peek(key)
    if (!json) return false
    const answer = cachedJsonAnswer(
      json,
      request.headers['accept-encoding'],
      request.headers['if-none-match'],
    )
    sendAtSocket(
      request,
      response,
      url,
      { status: answer.status, headers: headersOf(json, answer), body: answer.body },
      options,
    )
    return true
  }
}
