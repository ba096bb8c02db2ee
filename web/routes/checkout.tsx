import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { productsQueryOptions } from '~/entities/products/api/get-products'
import { checkoutSearch } from '~/features/checkout/checkout-search'
import { CheckoutPage } from '~/features/checkout/components/checkout-page'
import { configQueryOptions } from '~/lib/get-config'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/checkout')({
  validateSearch: checkoutSearch,
  // Prefetched, not awaited: the page renders from the saved cart even offline, and the
  // catalogue (fresh prices) and card-payment config fill in as they arrive.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(configQueryOptions)
    void context.queryClient.prefetchQuery(productsQueryOptions())
  },
  head: () => seo({ title: m.shop_checkout_title() }),
  component: CheckoutPage,
})
