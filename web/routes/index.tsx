import { createFileRoute } from '@tanstack/react-router'
import { organizationJsonLd } from '#core/structured-data'
import { m } from '#i18n/messages'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { featuredProductsQueryOptions } from '~/entities/products/api/get-featured-products'
import { HomePage } from '~/features/home/components/home-page'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { seo } from '~/lib/seo'
import { siteOrigin } from '~/lib/site-origin'

export const Route = createFileRoute('/')({
  ssr: true,
  head: () =>
    seo({
      title: m.content_home_title(),
      type: 'website',
      path: '/',
      jsonLd: organizationJsonLd(siteOrigin()),
    }),
  // Start fetching before render without blocking it: the section shows skeletons meanwhile.
  loader: ({ context }) =>
    prefetchForFirstPaint(context.queryClient, [
      featuredProductsQueryOptions(),
      factsQueryOptions(),
    ]),
  component: HomePage,
})
