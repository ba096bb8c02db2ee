import type { QueryClient } from '@tanstack/react-query'
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useMatches,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { brand } from '#core/brand'
import { languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { NotFoundScreen } from '~/components/blocks/not-found-screen'
import { RouteError } from '~/components/blocks/route-error'
import { RoutePending } from '~/components/blocks/route-pending'
import { SiteLayout } from '~/components/chrome/site-layout'
import { Toaster } from '~/components/ui/toaster'
import { CartLink } from '~/entities/cart/components/cart-link'
import { applyDeferredStylesheets } from '~/lib/deferred-stylesheet'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { organizationQueryOptions } from '~/lib/get-config'
import { buildId } from '~/lib/offline/build-id'
import { markLive } from '~/lib/page-live'
import { seo } from '~/lib/seo'

export interface RouterContext {
  queryClient: QueryClient
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route draws its own frame (the back office, decision 074): no public header or footer. */
    ownFrame?: boolean
  }
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Child routes override these; an unmatched path gets the 404 title.
  head: ({ match }) =>
    match._notFound
      ? seo({ title: m.not_found_title() })
      : seo({ title: m.brand_tagline(), type: 'website' }),
  // The frame renders on the server for every page (decision 043).
  ssr: true,
  // Every page's footer states the EIN (issue 32), so the server's render has it.
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [organizationQueryOptions]),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  pendingComponent: RoutePending,
  errorComponent: RouteError,
})

/**
 * The whole document, rendered by the server and hydrated in the browser. The build's scripts
 * and stylesheet are added to the head by the server (api/site/server-render.ts).
 */
function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang={languageTag[getLocale()]}>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content={brand.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {/* Which build this page is, for staff and support rather than the public footer. */}
        <meta name="build-id" content={buildId} />
        <HeadContent />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // Marks the page as live: until then a server-rendered button has no handler yet. (The e2e
  // suite waits for it after each page load, as a person waits for a page to finish loading.)
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
    // When the page came alive, for the bench (scripts/bench/first-load.ts) and any monitoring.
    performance.mark('hydrated')
    applyDeferredStylesheets()
    markLive()
  }, [])
  const ownFrame = useMatches({ select: (matches) => matches.some((m) => m.staticData.ownFrame) })
  return (
    <>
      {ownFrame ? (
        <Outlet />
      ) : (
        <SiteLayout cartLink={<CartLink />}>
          <Outlet />
        </SiteLayout>
      )}
      <Toaster />
    </>
  )
}
