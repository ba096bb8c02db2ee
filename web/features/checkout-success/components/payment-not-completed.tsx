import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { section } from 'styled-system/recipes'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1 } from '~/components/ui/typography'

/** Where a redirect-based card payment that did not go through comes back to. */
export function PaymentNotCompleted({ orderId }: { orderId?: number }) {
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stack({ gap: '4', alignItems: 'center', textAlign: 'center' })}>
        <h1 className={headingH1}>Payment Failed</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>
          Your card or bank did not complete the payment, so nothing was charged.
          {orderId !== undefined
            ? ` Your order #${orderId} is saved: you can try again with the same or another card.`
            : ' You can try again from your cart.'}
        </p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
        >
          <ButtonLink to="/checkout" search={orderId === undefined ? {} : { orderId }}>
            Try Again
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            Return Home
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
