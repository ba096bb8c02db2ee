import { createFileRoute } from '@tanstack/react-router'
import { CheckoutSuccessPage } from '~/features/checkout-success/components/checkout-success-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/checkout_/success')({
  head: () =>
    seo({
      title: 'Order Confirmed',
      description: 'Your order is confirmed. Here is what happens next.',
    }),
  component: CheckoutSuccessPage,
})
