import { createRouter } from '@tanstack/react-router'
import { NotFoundScreen } from './components/blocks/not-found-screen'
import { RouteError } from './components/blocks/route-error'
import { RoutePending } from './components/blocks/route-pending'
import { queryClient } from './lib/query-client'
import { routeTree } from './route-tree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router should always ask it.
  defaultPreloadStaleTime: 0,
  defaultNotFoundComponent: NotFoundScreen,
  defaultPendingComponent: RoutePending,
  defaultErrorComponent: RouteError,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
