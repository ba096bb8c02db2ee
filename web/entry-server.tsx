import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server'
import { setApiFetch } from './lib/api-client'
import { createQueryClient } from './lib/query-client'
import { setServerOrigin } from './lib/site-origin'
import { createAppRouter } from './router'

/**
 * The server's half of server rendering (decision 043), built by `vite build --ssr` into
 * dist/server and called by the API server for every page request: the document for `request`,
 * with the status the router chose (404 for an unknown path) and the data it used.
 * `fetchApi` answers the pages' API calls in-process; `origin` is PUBLIC_ORIGIN
 * (canonical URLs, structured data); `nonce` is the response's CSP nonce.
 */
export async function renderPage(
  request: Request,
  options: { fetchApi: typeof fetch; origin: string; nonce?: string },
): Promise<Response> {
  setApiFetch(options.fetchApi)
  setServerOrigin(options.origin)
  const queryClient = createQueryClient()
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient)
      // The inline scripts carrying the page's data pass the Content-Security-Policy by nonce.
      router.options.ssr = { nonce: options.nonce }
      return router
    },
  })
  try {
    return await handler(({ responseHeaders, router }) =>
      renderRouterToString({
        responseHeaders,
        router,
        children: <RouterServer router={router} />,
      }),
    )
  } finally {
    queryClient.clear()
  }
}
