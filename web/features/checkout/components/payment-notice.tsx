import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { orderMessages } from '#core/schemas/order'
import { m } from '#i18n/messages'
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
        {m.shop_payment_title()}
      </h2>
      {!online && !data ? (
        <OfflineNotice action={m.shop_offline_payment()} />
      ) : isPending ? (
        <p className={mutedText}>{m.shop_checking_card_payment()}</p>
      ) : isError || !data.stripePublishableKey ? (
        <div className={css({ p: '4', rounded: 'lg', bg: 'bg.muted' })}>
          <p className={strongText}>{orderMessages.paymentNotConfigured}</p>
          <p className={mutedSmallText}>{m.shop_records_order_now()}</p>
        </div>
      ) : (
        <p className={mutedText}>{m.shop_card_after_checkout()}</p>
      )}
    </section>
  )
}
