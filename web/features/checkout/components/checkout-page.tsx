import { useSearch } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { PageSection } from '~/components/blocks/page-section'
import { CheckoutForm } from './checkout-form'
import { PaymentStep } from './payment-step'

export function CheckoutPage() {
  const { orderId } = useSearch({ from: '/checkout' })
  return (
    <PageSection>
      <h1 className={css({ textStyle: 'h1', mb: '8' })}>{m.shop_checkout_title()}</h1>
      {orderId ? <PaymentStep orderId={orderId} /> : <CheckoutForm />}
    </PageSection>
  )
}
