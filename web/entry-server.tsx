import { AsyncLocalStorage } from 'node:async_hooks'
import type { Manifest } from '@tanstack/react-router'
import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server'
import { prerender } from 'react-dom/static'
import { baseLocale, type Locale, localeOfPath } from '#core/locale'
import { overwriteGetLocale } from '#i18n/runtime'
import { setApiFetch } from './lib/api-client'
import { buildId } from './lib/offline/build-id'
import { createQueryClient } from './lib/query-client'
import { setServerOrigin } from './lib/site-origin'
import { createAppRouter } from './router'

/** The language of the page being rendered, for the messages it calls (renders overlap). */
const renderLocale = new AsyncLocalStorage<Locale>()
overwriteGetLocale(() => renderLocale.getStore() ?? baseLocale)

/**
 * The server's half of server rendering (decision 043), built by `vite build --ssr` into
 * dist/server and called by the API server for every page request: the document for `request`,
 * with the status the router chose (404 for an unknown path) and the data it used; null for a
 * page the browser renders itself.
 * `fetchApi` answers the pages' API calls in-process; `origin` is PUBLIC_ORIGIN (canonical URLs,
 * structured data); `nonce` is the response's CSP nonce; `routePreloads` the scripts of each
 * route in the page's language's build, which the page names in its head (decision 082).
 */
export function renderPage(request: Request, options: RenderOptions): Promise<Response | null> {
  const locale = localeOfPath(new URL(request.url).pathname)
  return renderLocale.run(locale, () => render(request, locale, options))
}

interface RenderOptions {
  fetchApi: typeof fetch
  origin: string
  nonce?: string
  routePreloads?: Manifest
}

async function render(
  request: Request,
  locale: Locale,
  options: RenderOptions,
): Promise<Response | null> {
  setApiFetch(options.fetchApi)
  setServerOrigin(options.origin)
  const queryClient = createQueryClient({ serverRender: true })
  const { routePreloads } = options
  const handler = createRequestHandler({
    request,
    getRouterManifest: routePreloads && (() => routePreloads),
    createRouter: () => {
      const router = createAppRouter(queryClient, locale)
      // The inline scripts carrying the page's data pass the Content-Security-Policy by nonce.
      router.options.ssr = { nonce: options.nonce }
      return router
    },
  })
  let clientOnly = false
  try {
    const response = await handler(async ({ responseHeaders, router }) => {
      // A page that is not server-rendered (a member's screen, a signed link) is left to the
      // browser whole: the caller answers with the app shell, as the service worker would.
      if (router.stores.matches.get().some((match) => match.ssr === false)) {
        clientOnly = true
        return new Response(null)
      }
      // The build whose scripts the page loads: the service worker keeps a copy of a page only
      // of its own build (decision 070).
      responseHeaders.set('X-Build-Id', buildId)
      // Rendered to completion (every lazy screen and query resolved) before the first byte, so
      // the page arrives whole and in order, readable without JavaScript.
      const { prelude } = await prerender(<RouterServer router={router} />, {
        signal: request.signal,
        // One piece: React would otherwise move large parts out of order, for a script to place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error('Server render failed:', error),
      })
      const stream = prelude
      // Marked as the stream's: the router cleans up once the body has been read.
      return createSsrStreamResponse(
        router,
        new Response(transformReadableStreamWithRouter(router, stream as never), {
          status: getSsrStatus(router),
          headers: responseHeaders,
        }),
      )
    })
    return clientOnly ? null : response
  } finally {
    queryClient.clear()
  }
}
