import { createFileRoute, useSearch } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { checkoutSearch } from '~/features/checkout/checkout-search'
import { CheckoutSuccessPage } from '~/features/checkout-success/components/checkout-success-page'
import { PaymentNotCompleted } from '~/features/checkout-success/components/payment-not-completed'
import { paymentOutcome } from '~/features/checkout-success/payment-outcome'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/checkout_/success')({
  validateSearch: (search) => ({ ...checkoutSearch(search), ...paymentOutcome(search) }),
  head: ({ match }) =>
    seo(
      match.search.paymentFailed
        ? { title: m.shop_payment_failed(), description: m.shop_payment_failed_description() }
        : { title: m.shop_your_order(), description: m.shop_your_order_description() },
    ),
  component: CheckoutSuccessRoute,
})

function CheckoutSuccessRoute() {
  const { orderId, paymentFailed, paymentSubmitted } = useSearch({ from: '/checkout_/success' })
  if (paymentFailed) return <PaymentNotCompleted orderId={orderId} />
  return <CheckoutSuccessPage orderId={orderId} paymentSubmitted={paymentSubmitted === true} />
}
