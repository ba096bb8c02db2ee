import { css } from 'styled-system/css'
import type { DonationPaymentMethod } from '#core/schemas/donation'
import { m } from '#i18n/messages'

const notes: Record<DonationPaymentMethod, () => string> = {
  card: m.giving_note_card,
  bank: m.giving_note_bank,
  paypal: m.giving_note_paypal,
  cheque: m.giving_note_cheque,
}

/** What happens with the chosen method, said before the donor commits. */
export function PaymentMethodNote({ method }: { method: DonationPaymentMethod }) {
  return (
    <p className={css({ fontSize: 'sm', p: '3', rounded: 'lg', bg: 'bg.muted' })}>
      {notes[method]()}
    </p>
  )
}
