import { css } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { section } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { ButtonLink } from '~/components/ui/button-link'
import { headingH1 } from '~/components/ui/typography'

/** Where a redirect-based card payment that did not go through comes back to. */
export function PaymentNotCompleted({ orderId }: { orderId?: number }) {
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stack({ gap: '4', alignItems: 'center', textAlign: 'center' })}>
        <h1 className={headingH1}>{m.shop_payment_failed()}</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>
          {orderId !== undefined
            ? m.shop_payment_not_completed_order({ id: orderId })
            : m.shop_payment_not_completed_cart()}
        </p>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'center' })}
        >
          <ButtonLink to="/checkout" search={orderId === undefined ? {} : { orderId }}>
            {m.shop_try_again()}
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            {m.shop_return_home()}
          </ButtonLink>
        </div>
      </div>
    </div>
  )
}
