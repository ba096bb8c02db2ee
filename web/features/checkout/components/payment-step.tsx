import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { formatDollars } from '#core/money'
import { orderMessages } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { StepHeading } from '~/components/blocks/step-heading'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { stackGap2, stackGap4 } from '~/components/ui/stack'
import { headingH3, smallText, strongText } from '~/components/ui/typography'
import { orderQueryOptions, orderStatusLabel } from '~/entities/orders/api/get-order'
import { errorMessage } from '~/lib/api-request'
import { configQueryOptions } from '~/lib/get-config'
import { useRevealStep } from '~/lib/reveal-step'
import { useOnlineStatus } from '~/lib/use-online-status'
import { OrderSummary } from './order-summary'

const CardPayment = lazy(() => import('./card-payment'))

/**
 * /checkout?orderId=…: the placed order awaiting card payment. The order id in the URL means a
 * reload (Try Again) resumes paying the same order instead of losing it.
 */
export function PaymentStep({ orderId }: { orderId: number }) {
  const order = useQuery(orderQueryOptions(orderId))
  const config = useQuery(configQueryOptions)
  const online = useOnlineStatus()
  // Placing the order replaced the checkout form the parent was at the foot of: the payment
  // heading takes focus, in view, once the order is loaded.
  const headingRef = useRevealStep<HTMLHeadingElement>(
    order.isSuccess && !config.isPending ? order.data.id : null,
    true,
  )

  // Neither the order nor card payment can be loaded offline; both refetch once back online.
  if (!online && (!order.data || !config.data)) {
    return (
      <OfflineNotice action={m.shop_offline_payment()} reassurance={m.shop_offline_order_saved()} />
    )
  }
  if (order.isPending || config.isPending) {
    return <Spinner size="lg" label={m.shop_loading()} showLabel />
  }
  if (order.isError) {
    return (
      <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
        <p>{m.shop_order_load_failed({ id: orderId, error: errorMessage(order.error) })}</p>
        <ButtonLink to="/store">{m.shop_back_to_store()}</ButtonLink>
      </div>
    )
  }

  const key = config.data?.stripePublishableKey ?? null
  const payable = order.data.status === 'pending_payment'
  return (
    <div
      className={css({
        display: 'grid',
        gap: '10',
        gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' },
        alignItems: 'start',
      })}
    >
      <section aria-labelledby="payment-title" className={stackGap4}>
        <StepHeading id="payment-title" ref={headingRef} className={headingH3}>
          {m.shop_payment_for_order({ id: order.data.id })}
        </StepHeading>
        {!payable ? (
          <p>
            {m.shop_order_is({ status: orderStatusLabel(order.data.status).toLowerCase() })}{' '}
            <ButtonLink to="/checkout/success" search={{ orderId }} variant="link">
              {m.shop_view_order()}
            </ButtonLink>
          </p>
        ) : key ? (
          <Suspense fallback={<Spinner label={m.shop_loading_secure_payment()} showLabel />}>
            <CardPayment order={order.data} publishableKey={key} />
          </Suspense>
        ) : (
          <p className={strongText}>{orderMessages.paymentNotConfigured}</p>
        )}
      </section>
      <OrderSummary
        empty={false}
        totals={{ ...order.data, ships: order.data.shipsToAddress }}
        notices={
          order.data.roundUp > 0 ? (
            <p className={smallText}>
              {m.shop_round_up_paid({ amount: formatDollars(order.data.roundUp) })}
            </p>
          ) : null
        }
        lines={
          <ul className={stackGap2}>
            {order.data.items.map((line) => (
              <li
                key={line.productId}
                className={css({ display: 'flex', justifyContent: 'space-between', gap: '4' })}
              >
                <span>
                  {line.name} × {line.quantity}
                </span>
              </li>
            ))}
          </ul>
        }
        action={null}
      />
    </div>
  )
}
