import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { type Locale, localizedPath, pathWithoutLocale } from '#core/locale'
import { NotFoundScreen } from './components/blocks/not-found-screen'
import { RouteError } from './components/blocks/route-error'
import { RoutePending } from './components/blocks/route-pending'
import { routeTree } from './route-tree.gen'

/** The server's queries, as JSON (the router's serializer need not know react-query's types). */
interface DehydratedQueries {
  queries: string
}

/**
 * The app's router on `queryClient`: one in the browser, one per server render (issue 16). The
 * queries a server render used travel with its HTML and fill the browser's client before it
 * hydrates, so the first render matches the server's and fetches nothing again.
 * The routes are the pages, whatever their language: a page's address in `locale` (`/es/donate`)
 * is read as the page (`/donate`), and every link and navigation is written back in `locale`
 * (decision 077), so a Spanish page links only to Spanish ones.
 */
export function createAppRouter(queryClient: QueryClient, locale: Locale) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    rewrite: {
      input: ({ url }) => {
        url.pathname = pathWithoutLocale(url.pathname)
        return url
      },
      output: ({ url }) => {
        url.pathname = localizedPath(url.pathname, locale)
        return url
      },
    },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    dehydrate: (): DehydratedQueries => ({ queries: JSON.stringify(dehydrate(queryClient)) }),
    hydrate: (data: DehydratedQueries) =>
      hydrate(queryClient, JSON.parse(data.queries) as DehydratedState),
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
  // Server rendering is for the public pages, which opt in (`ssr: true`); the others render their
  // pending screen on the server and load in the browser (decision 043). (The constructor's type
  // leaves this option to TanStack Start; the router reads it as it loads.)
  router.options.defaultSsr = false
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
