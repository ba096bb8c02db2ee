import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { type FormEvent, useState } from 'react'
import type { DonorGift } from '#core/schemas/donation'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import { stackGap4 } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { PaymentSetupFailed, useStripeJs } from '~/lib/stripe-js'
import { savePaymentMethod } from '../api/manage-gift'

interface UpdateProps {
  gift: DonorGift
  token: string | undefined
  clientSecret: string
  onSaved: (gift: DonorGift) => void
}

function SaveForm({ gift, token, clientSecret, onSaved }: UpdateProps) {
  const stripe = useStripe()
  const elements = useElements()
  const [saving, setSaving] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    if (!stripe || !elements || saving) return
    setSaving(true)
    try {
      const { error, setupIntent } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      })
      if (error || !setupIntent) {
        toaster.create({
          type: 'error',
          title: m.giving_could_not_save(),
          description: error?.message ?? m.giving_please_try_again(),
        })
        return
      }
      const updated = await savePaymentMethod(gift.id, token, clientSecret.split('_secret_')[0]!)
      toaster.create({
        type: 'success',
        title: m.giving_card_or_bank_updated(),
        description:
          gift.status === 'paid' ? m.giving_next_payment_uses_it() : m.giving_overdue_paid(),
      })
      onSaved(updated)
    } catch (error) {
      toaster.create({
        type: 'error',
        title: m.giving_could_not_save(),
        description: errorMessage(error),
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={save} className={stackGap4}>
      <PaymentElement />
      <Button type="submit" disabled={!stripe || !elements || saving}>
        {saving ? m.giving_saving() : m.giving_save_and_use()}
      </Button>
    </form>
  )
}

/** The new card or bank account for a monthly gift, through Stripe's Payment Element (setup). */
export default function UpdatePaymentMethod(props: UpdateProps & { publishableKey: string }) {
  const stripeJs = useStripeJs(props.publishableKey)
  if (stripeJs.failed) return <PaymentSetupFailed />
  return (
    <Elements stripe={stripeJs.stripe} options={{ clientSecret: props.clientSecret }}>
      <SaveForm {...props} />
    </Elements>
  )
}
