import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { localizedPath } from '#core/locale'
import { centsToDollars, dollarsToCents, formatDollars } from '#core/money'
import type { Order } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { stackGap4 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import {
  PaymentRefused,
  PaymentSetupFailed,
  paymentSetupFailedToast,
  useStripeJs,
} from '~/lib/stripe-js'
import { useOnlineStatus } from '~/lib/use-online-status'
import { createPaymentIntent } from '../api/create-payment-intent'

/** The order's total plus its round-up gift: one payment (decision 038). */
const amountDue = (order: Order) =>
  centsToDollars(dollarsToCents(order.total) + dollarsToCents(order.roundUp))

function PayForm({ order }: { order: Order }) {
  const stripe = useStripe()
  const elements = useElements()
  const navigate = useNavigate()
  const online = useOnlineStatus()
  const [paying, setPaying] = useState(false)
  const [refused, setRefused] = useState<{ title: string; message: string } | null>(null)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || paying || !online) return
    setPaying(true)
    setRefused(null)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          // Back from a bank's page to the outcome in the page's language.
          return_url: `${window.location.origin}${localizedPath('/checkout/success', getLocale())}?orderId=${order.id}`,
        },
      })
      if (error) {
        toaster.create({
          type: 'error',
          title: m.shop_payment_failed(),
          description: error.message,
        })
        // A card detail Stripe's form flags beside its own field needs no second copy here.
        if (error.type !== 'validation_error') {
          setRefused({
            title: m.shop_payment_failed(),
            message: error.message ?? m.shop_payment_failed_text(),
          })
        }
        return
      }
      if (paymentIntent?.status === 'succeeded') {
        toaster.create({ type: 'success', title: m.shop_payment_successful() })
      } else {
        toaster.create({ type: 'info', title: m.shop_payment_processing() })
      }
      await navigate({
        to: '/checkout/success',
        search: { orderId: order.id, paymentSubmitted: true },
      })
    } catch {
      const message = m.shop_unexpected_error()
      toaster.create({ type: 'error', title: m.shop_payment_error(), description: message })
      setRefused({ title: m.shop_payment_error(), message })
    } finally {
      setPaying(false)
    }
  }

  return (
    <form onSubmit={pay} className={stackGap4}>
      <PaymentElement />
      <OfflineNotice action={m.shop_offline_payment()} reassurance={m.shop_offline_order_saved()} />
      {refused && <PaymentRefused id="payment-refused" {...refused} />}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!stripe || !elements || paying || !online}
        aria-describedby={refused ? 'payment-refused' : undefined}
      >
        {paying
          ? m.shop_processing()
          : m.shop_pay_amount({ amount: formatDollars(amountDue(order)) })}
      </Button>
    </form>
  )
}

/** Card entry for a placed order: a PaymentIntent for the order's server total, then Stripe Elements. */
export default function CardPayment({
  order,
  publishableKey,
}: {
  order: Order
  publishableKey: string
}) {
  const intent = useQuery({
    queryKey: ['payment-intent', order.id] as const,
    queryFn: async () => {
      try {
        return await createPaymentIntent(order.id)
      } catch (error) {
        toaster.create(paymentSetupFailedToast)
        throw error
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

  const stripeJs = useStripeJs(publishableKey)

  if (intent.isError || stripeJs.failed) return <PaymentSetupFailed />
  if (intent.isPending) return <Spinner label={m.shop_setting_up_payment()} showLabel />
  return (
    <Elements stripe={stripeJs.stripe} options={{ clientSecret: intent.data.clientSecret }}>
      <PayForm order={order} />
    </Elements>
  )
}
