import { createFileRoute, useSearch } from '@tanstack/react-router'
import { checkoutSearch } from '~/features/checkout/checkout-search'
import { CheckoutSuccessPage } from '~/features/checkout-success/components/checkout-success-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/checkout_/success')({
  validateSearch: checkoutSearch,
  head: () =>
    seo({
      title: 'Order Confirmed',
      description: 'Your order is confirmed. Here is what happens next.',
    }),
  component: CheckoutSuccessRoute,
})

function CheckoutSuccessRoute() {
  const { orderId } = useSearch({ from: '/checkout_/success' })
  return <CheckoutSuccessPage orderId={orderId} />
}
