import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { PageSection } from '~/components/layout/page-section'
import { CartOverview } from '~/features/cart/components/cart-overview'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/checkout')({
  head: () => seo({ title: 'Checkout' }),
  component: CheckoutPage,
})

function CheckoutPage() {
  return (
    <PageSection>
      <div className={css({ maxW: '2xl', display: 'flex', flexDirection: 'column', gap: '6' })}>
        <h1 className={css({ textStyle: 'h1' })}>Checkout</h1>
        <p className={css({ color: 'fg.muted' })}>
          Secure card payment is on its way; your cart is saved on this device until then.
        </p>
        <CartOverview />
      </div>
    </PageSection>
  )
}
