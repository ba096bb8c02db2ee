import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { orderMessages } from '#core/schemas/order'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { configQueryOptions } from '~/lib/get-config'
import { useOnlineStatus } from '~/lib/use-online-status'

/** The payment section before the order exists: card entry comes once the order is placed. */
export function PaymentNotice() {
  const { data, isPending, isError } = useQuery(configQueryOptions)
  const online = useOnlineStatus()
  return (
    <section aria-labelledby="payment-title" className={css({ display: 'grid', gap: '2' })}>
      <h2 id="payment-title" className={css({ textStyle: 'h3' })}>
        Payment
      </h2>
      {!online && !data ? (
        <OfflineNotice action="Payment" />
      ) : isPending ? (
        <p className={css({ color: 'fg.muted' })}>Checking card payment…</p>
      ) : isError || !data.stripePublishableKey ? (
        <div className={css({ p: '4', rounded: 'lg', bg: 'bg.muted' })}>
          <p className={css({ fontWeight: '700' })}>{orderMessages.paymentNotConfigured}</p>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Complete Checkout still records your order; it waits for payment and we will contact you
            to arrange it.
          </p>
        </div>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          After you complete checkout, you will enter your card details securely with Stripe.
        </p>
      )}
    </section>
  )
}
