import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router'
import { brand } from '#core/brand'
import { NotFoundScreen } from '~/components/blocks/not-found-screen'
import { RouteError } from '~/components/blocks/route-error'
import { RoutePending } from '~/components/blocks/route-pending'
import { SiteLayout } from '~/components/chrome/site-layout'
import { Toaster } from '~/components/ui/toaster'
import { CartLink } from '~/entities/cart/components/cart-link'
import { seo } from '~/lib/seo'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Child routes override these; an unmatched path gets the 404 title.
  head: ({ match }) =>
    match._notFound
      ? seo({ title: '404 Page Not Found' })
      : seo({ title: brand.tagline, type: 'website' }),
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  pendingComponent: RoutePending,
  errorComponent: RouteError,
})

function RootLayout() {
  return (
    <>
      <HeadContent />
      <SiteLayout cartLink={<CartLink />}>
        <Outlet />
      </SiteLayout>
      <Toaster />
    </>
  )
}
