import { hasSessionCookie } from '../accounts'
import {
  appAnswerHeaders,
  type FastPath,
  memoisedHeaders,
  type SocketAnswerOptions,
  sendAtSocket,
} from '../lib/fast-path'
import { withScriptSources } from '../lib/security-headers'
import { cachedPageAnswer } from './page-answer'
import { type CachedPage, type PageCache, sharedAddress } from './page-cache'
import { rememberedLanguageAddress, switchedLanguage } from './remembered-language'
import { buildId, pageKey, wantsPage } from './static-site'

/**
 * Signed-out page views served at the socket while the page cache holds them fresh (decision
 * 068): what the app's page route would send (`sendCachedPage`), without its middleware, which
 * for such a view only names the request and sets the security headers. A GET or HEAD without a
 * session cookie, for a page the app has rendered and kept; anything else — a miss, a page aged
 * out (the app answers it as kept and renders it again), a signed-in visitor, a file — goes to the
 * app. One real answer of the app gives the headers every answer carries, its script nonce
 * replaced by each page's script hashes as the app does.
 */
export async function pageFastPath(
  app: { request(path: string): Response | Promise<Response> },
  cache: PageCache,
  options: SocketAnswerOptions & { staticDir: string },
): Promise<FastPath> {
  const sample = await app.request('/api/products/featured')
  const common = appAnswerHeaders(sample)
  const policy = sample.headers.get('Content-Security-Policy')
  const build = buildId(options.staticDir)
  // The policy names each page's own scripts.
  const headersOf = memoisedHeaders<CachedPage>(
    common,
    (page): Record<string, string> =>
      policy ? { 'content-security-policy': withScriptSources(policy, page.scriptSources) } : {},
  )
  return (request, response) => {
    const { method, url = '' } = request
    if (method !== 'GET' && method !== 'HEAD') return false
    // A path the app reads as a page address, read as the app's server reads it (the host
    // first, so `//x` stays a path); a backslash in the path is the app's 400.
    if (!url.startsWith('/') || backslashInPath(url)) return false
    if (hasSessionCookie(request.headers.cookie)) return false
    const address = new URL(`http://localhost${url}`)
    if (!wantsPage(address.pathname, request.headers.accept)) return false
    // A visitor the app sends to the page in the language they chose.
    const arrival = {
      cookie: request.headers.cookie,
      fetchSite: request.headers['sec-fetch-site']?.toString(),
      fetchMode: request.headers['sec-fetch-mode']?.toString(),
    }
    if (rememberedLanguageAddress(address, arrival)) return false
    // …or one whose switch of language this answer is to remember.
    if (switchedLanguage(address, { ...arrival, referer: request.headers.referer })) return false
    const page = cache.fresh(pageKey(build, sharedAddress(address)))
    if (!page) return false
    const answer = cachedPageAnswer(
      page,
      request.headers['accept-encoding'],
      request.headers['if-none-match'],
    )
    sendAtSocket(
      request,
      response,
      address.pathname,
      { status: answer.status, headers: headersOf(page, answer), body: answer.body },
      options,
    )
    return true
  }
}

function backslashInPath(url: string) {
  const backslash = url.indexOf('\\')
  if (backslash === -1) return false
  const query = url.indexOf('?')
  return query === -1 || backslash < query
}
