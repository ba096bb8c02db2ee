import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { CartPage } from '~/features/cart/components/cart-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/cart')({
  // Prefetched, not awaited: the page renders from the saved cart even offline, and the
  // catalogue's stock caps the steppers once it arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productsQueryOptions())
  },
  head: () => seo({ title: m.shop_cart_title() }),
  component: CartPage,
})
