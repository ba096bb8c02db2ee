import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { panel, section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { SuccessMark } from '~/components/blocks/success-mark'
import { ButtonLink } from '~/components/ui/button-link'
import { OrderStatus } from './order-status'

const nextSteps = [
  {
    title: 'Check your inbox',
    text: `A confirmation e-mail with your order number and receipt is on its way from ${brand.email}.`,
  },
  {
    title: 'We pack and ship',
    text: 'Our volunteers pack every puzzle and kit by hand, usually within two business days.',
  },
  {
    title: 'Track and enjoy',
    text: 'Follow the tracking link in your shipping e-mail, then open the box and start building together.',
  },
]

/** 'Order Confirmed!' with the order's number and status when `orderId` is given. */
export function CheckoutSuccessPage({ orderId }: { orderId?: number }) {
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stack({ gap: '4', alignItems: 'center', textAlign: 'center' })}>
        <SuccessMark />
        <h1 className={css({ textStyle: 'h1' })}>Order Confirmed!</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>
          Thank you for your purchase. Every order funds workshops that build children’s problem
          solving, creativity and digital skills.
        </p>
        {orderId !== undefined && <OrderStatus orderId={orderId} />}
      </div>

      <section aria-labelledby="next-steps" className={css({ mt: '12' })}>
        <h2 id="next-steps" className={css({ textStyle: 'h3', mb: '6' })}>
          What happens next
        </h2>
        <ol className={stack({ gap: '4' })}>
          {nextSteps.map((step, index) => (
            <li
              key={step.title}
              className={cx(panel({ size: 'sm' }), css({ display: 'flex', gap: '4' }))}
            >
              <span
                aria-hidden="true"
                className={css({
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  w: '9',
                  h: '9',
                  rounded: 'full',
                  bg: 'primary.solid',
                  color: 'primary.contrast',
                  fontWeight: 'bold',
                })}
              >
                {index + 1}
              </span>
              <div>
                <h3 className={css({ fontWeight: 'semibold' })}>{step.title}</h3>
                <p className={css({ color: 'fg.muted' })}>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '3',
          justifyContent: 'center',
          mt: '10',
        })}
      >
        <ButtonLink to="/" variant="outline">
          Return Home
        </ButtonLink>
        <ButtonLink to="/store">Continue Shopping</ButtonLink>
      </div>
    </div>
  )
}
