import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { type FormEvent, useState } from 'react'
import { localizedPath } from '#core/locale'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { OfflineNotice } from '~/components/offline/offline-notice'
import { Button } from '~/components/ui/button'
import { stackGap4 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { PaymentRefused, PaymentSetupFailed, useStripeJs } from '~/lib/stripe-js'
import { useOnlineStatus } from '~/lib/use-online-status'
import type { DonationStarted } from './donation-form'

export type CardOutcome = 'succeeded' | 'processing'

interface CardDonationProps {
  started: DonationStarted & { created: { status: 'pending'; clientSecret: string } }
  publishableKey: string
  onPaid: (outcome: CardOutcome) => void
}

function PayGift({ started, onPaid }: Omit<CardDonationProps, 'publishableKey'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [paying, setPaying] = useState(false)
  const [refused, setRefused] = useState<string | null>(null)
  const online = useOnlineStatus()
  const monthly = started.type === 'monthly'

  function fail(message: string, beside: boolean) {
    toaster.create({ type: 'error', title: m.giving_donation_failed(), description: message })
    // A card detail Stripe's form flags beside its own field needs no second copy here.
    if (beside) setRefused(message)
  }

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || paying) return
    setPaying(true)
    setRefused(null)
    try {
      // A redirect-based method comes back to the receipt, which waits for the payment to land.
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        confirmParams: {
          // Back from a bank's page to the receipt in the page's language.
          return_url: `${window.location.origin}${localizedPath(started.created.receiptPath, getLocale())}`,
        },
      })
      if (error) {
        fail(error.message ?? m.giving_donation_error(), error.type !== 'validation_error')
        return
      }
      onPaid(paymentIntent?.status === 'succeeded' ? 'succeeded' : 'processing')
    } catch {
      fail(m.giving_donation_error(), true)
    } finally {
      setPaying(false)
    }
  }

  const amount = formatDollars(started.amount)
  return (
    <form onSubmit={pay} className={stackGap4}>
      <PaymentElement />
      <OfflineNotice
        action={m.giving_offline_payment()}
        reassurance={m.giving_offline_gift_saved()}
      />
      {refused && (
        <PaymentRefused
          id="donation-refused"
          title={m.giving_donation_failed()}
          message={refused}
        />
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        disabled={!stripe || !elements || paying || !online}
        aria-describedby={refused ? 'donation-refused' : undefined}
      >
        {paying
          ? m.giving_processing_donation()
          : monthly
            ? m.giving_give_amount_monthly({ amount })
            : m.giving_submit_donate_amount({ amount })}
      </Button>
    </form>
  )
}

/** The card step of a gift: Stripe Elements confirms the PaymentIntent (or the first invoice). */
export default function CardDonation({ started, publishableKey, onPaid }: CardDonationProps) {
  const stripeJs = useStripeJs(publishableKey)
  if (stripeJs.failed) return <PaymentSetupFailed />
  return (
    <Elements stripe={stripeJs.stripe} options={{ clientSecret: started.created.clientSecret }}>
      <PayGift started={started} onPaid={onPaid} />
    </Elements>
  )
}
