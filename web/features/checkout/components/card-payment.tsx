import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { toaster } from '~/components/ui/toaster'
import { useOnlineStatus } from '~/lib/use-online-status'
import { formatDollars } from '../../../../core/money'
import type { Order } from '../../../../core/schemas/order'
import { createPaymentIntent } from '../api/create-payment-intent'

// This module is loaded only by the checkout's payment step, so Stripe's code never reaches other pages.
const stripeByKey = new Map<string, Promise<Stripe | null>>()
/**
 * Stripe.js for the key, or null when it cannot load (offline, blocked): <Elements> never handles a
 * rejection, so a failed load would throw uncaught and leave the card step spinning. A failure
 * is forgotten so that a later visit tries again.
 */
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey)
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey)
      return null
    })
    stripeByKey.set(publishableKey, stripe)
  }
  return stripe
}

const setupFailedToast = {
  type: 'error',
  title: 'Payment Processing Error',
  description: 'There was a problem setting up your payment. Please try again.',
} as const

/** Stripe.js for the key, and whether it failed to load. */
function useStripeJs(publishableKey: string) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    void stripe.then((loaded) => {
      if (loaded || !live) return
      toaster.create(setupFailedToast)
      setFailed(true)
    })
    return () => {
      live = false
    }
  }, [stripe])
  return { stripe, failed }
}

function PaymentSetupFailed() {
  return (
    <div
      role="alert"
      className={css({
        display: 'grid',
        gap: '3',
        justifyItems: 'start',
        p: '4',
        rounded: 'lg',
        bg: 'danger.subtle',
      })}
    >
      <p className={css({ fontWeight: '700' })}>Unable to initialize payment processing.</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </div>
  )
}

function PayForm({ order }: { order: Order }) {
  const stripe = useStripe()
  const elements = useElements()
  const navigate = useNavigate()
  const online = useOnlineStatus()
  const [paying, setPaying] = useState(false)

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || paying || !online) return
    setPaying(true)
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          return_url: `${window.location.origin}/checkout/success?orderId=${order.id}`,
        },
      })
      if (error) {
        toaster.create({ type: 'error', title: 'Payment Failed', description: error.message })
        return
      }
      if (paymentIntent?.status === 'succeeded') {
        toaster.create({ type: 'success', title: 'Payment Successful!' })
      } else {
        toaster.create({ type: 'info', title: 'Your payment is being processed.' })
      }
      await navigate({ to: '/checkout/success', search: { orderId: order.id } })
    } catch {
      toaster.create({
        type: 'error',
        title: 'Payment Error',
        description: 'An unexpected error occurred. Please try again.',
      })
    } finally {
      setPaying(false)
    }
  }

  return (
    <form onSubmit={pay} className={css({ display: 'grid', gap: '4' })}>
      <PaymentElement />
      <OfflineNotice action="Payment" reassurance="your order is saved" />
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!stripe || !elements || paying || !online}
      >
        {paying ? 'Processing...' : `Pay ${formatDollars(order.total)}`}
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
        toaster.create(setupFailedToast)
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
  if (intent.isPending) return <Spinner label="Setting up secure payment..." showLabel />
  return (
    <Elements stripe={stripeJs.stripe} options={{ clientSecret: intent.data.clientSecret }}>
      <PayForm order={order} />
    </Elements>
  )
}
