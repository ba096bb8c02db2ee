import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { orderMessages } from '#core/schemas/order'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { stackGap2 } from '~/components/ui/stack'
import { headingH3, mutedSmallText, mutedText, strongText } from '~/components/ui/typography'
import { configQueryOptions } from '~/lib/get-config'
import { useOnlineStatus } from '~/lib/use-online-status'

/** The payment section before the order exists: card entry comes once the order is placed. */
export function PaymentNotice() {
  const { data, isPending, isError } = useQuery(configQueryOptions)
  const online = useOnlineStatus()
  return (
    <section aria-labelledby="payment-title" className={stackGap2}>
      <h2 id="payment-title" className={headingH3}>
        Payment
      </h2>
      {!online && !data ? (
        <OfflineNotice action="Payment" />
      ) : isPending ? (
        <p className={mutedText}>Checking card payment…</p>
      ) : isError || !data.stripePublishableKey ? (
        <div className={css({ p: '4', rounded: 'lg', bg: 'bg.muted' })}>
          <p className={strongText}>{orderMessages.paymentNotConfigured}</p>
          <p className={mutedSmallText}>
            Complete Checkout records your order now; it waits for payment.
          </p>
        </div>
      ) : (
        <p className={mutedText}>
          After you complete checkout, you will enter your card details securely with Stripe.
        </p>
      )}
    </section>
  )
}
