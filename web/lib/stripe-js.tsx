import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { toaster } from '~/components/ui/toaster'
import { strongText } from '~/components/ui/typography'

// Imported only by the lazily loaded card steps (checkout, donation), so Stripe's code never
// reaches other pages.
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

/** Read as it is shown, in the page's language. */
export const paymentSetupFailedToast = {
  type: 'error' as const,
  get title() {
    return m.payment_error_title()
  },
  get description() {
    return m.payment_error_text()
  },
}

/** Stripe.js for the key, and whether it failed to load. */
export function useStripeJs(publishableKey: string) {
  const [stripe] = useState(() => stripeFor(publishableKey))
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    void stripe.then((loaded) => {
      if (loaded || !live) return
      toaster.create(paymentSetupFailedToast)
      setFailed(true)
    })
    return () => {
      live = false
    }
  }, [stripe])
  return { stripe, failed }
}

export function PaymentSetupFailed() {
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
      <p className={css({ fontWeight: '700' })}>{m.payment_unavailable()}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        {m.error_try_again()}
      </Button>
    </div>
  )
}

/**
 * Why the last payment attempt was refused (a declined card, a wrong code), kept beside the pay
 * button until the next attempt: the toast that also says it goes away on its own.
 */
export function PaymentRefused({
  id,
  title,
  message,
}: {
  id: string
  title: string
  message: string
}) {
  return (
    <div
      id={id}
      role="alert"
      className={css({ display: 'grid', gap: '1', p: '3', rounded: 'lg', bg: 'danger.subtle' })}
    >
      <p className={strongText}>{title}</p>
      <p>{message}</p>
    </div>
  )
}
