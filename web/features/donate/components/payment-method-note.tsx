import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import type { DonationPaymentMethod } from '#core/schemas/donation'
import { configQueryOptions } from '~/lib/get-config'

const pledgeNotes = {
  paypal:
    'PayPal giving is coming soon. We record your pledge and e-mail you how to complete it; nothing is charged now.',
  bank: 'We record your pledge and show you where to send the transfer; nothing is charged now.',
} as const

/** What happens with the chosen method, said before the donor commits. */
export function PaymentMethodNote({ method }: { method: DonationPaymentMethod }) {
  const config = useQuery(configQueryOptions)
  const cardUnavailable = method === 'card' && config.data?.stripePublishableKey === null
  const text =
    method === 'card'
      ? cardUnavailable
        ? 'Card payments are not available right now. Choose PayPal or bank transfer to pledge your gift.'
        : 'You enter your card on the next step, through Stripe: your card details never reach our servers.'
      : pledgeNotes[method]
  return (
    <p
      className={css({
        fontSize: 'sm',
        p: '3',
        rounded: 'lg',
        bg: cardUnavailable ? 'danger.subtle' : 'bg.muted',
      })}
    >
      {text}
    </p>
  )
}
