import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { StorePage } from '~/features/store/components/store-page'
import { storeSearch } from '~/features/store/store-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/store')({
  ssr: true,
  validateSearch: storeSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(productsQueryOptions()),
  head: () =>
    seo({
      path: '/store',
      title: m.shop_store_title(),
      description: m.shop_store_description(),
    }),
  pendingMs: 150,
  // Lazy: a route's pending component otherwise ships in the first-load bundle of every page.
  pendingComponent: lazyRouteComponent(
    () => import('~/features/store/components/store-skeleton'),
    'StoreSkeleton',
  ),
  component: StorePage,
})
