import { css } from 'styled-system/css'
import type { DonationPaymentMethod } from '#core/schemas/donation'

const notes: Record<DonationPaymentMethod, string> = {
  card: 'You enter your card on the next step, through Stripe: your card details never reach our servers. Apple Pay and Google Pay appear there when your device has them.',
  bank: 'You connect your US bank account on the next step, through Stripe. A bank debit takes a few business days to clear: we email your receipt once it has.',
  paypal: 'You pay with your PayPal account on the next step.',
  cheque:
    'We record your pledge and show you where to mail your check; nothing is charged now. Your receipt follows once the check arrives.',
}

/** What happens with the chosen method, said before the donor commits. */
export function PaymentMethodNote({ method }: { method: DonationPaymentMethod }) {
  return (
    <p className={css({ fontSize: 'sm', p: '3', rounded: 'lg', bg: 'bg.muted' })}>
      {notes[method]}
    </p>
  )
}
