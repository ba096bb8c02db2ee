import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { panel, section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { isPaidOrder } from '#core/order-status'
import type { Order } from '#core/schemas/order'
import { SuccessMark } from '~/components/blocks/success-mark'
import { ButtonLink } from '~/components/ui/button-link'
import { Spinner } from '~/components/ui/spinner'
import { headingH1, mutedText } from '~/components/ui/typography'
import { orderQueryOptions } from '~/entities/orders/api/get-order'
import { configQueryOptions } from '~/lib/get-config'
import { OrderStatus } from './order-status'
import { PaymentNotCompleted } from './payment-not-completed'

/** Up to this many checks, 3 s apart, while a just-paid order waits for Stripe's webhook. */
const pendingChecks = 10

interface Step {
  title: string
  text: string
}

function paidSteps(order: Order): Step[] {
  return [
    {
      title: 'Check your inbox',
      text: `A confirmation email with your order number and receipt is on its way to ${order.contact.email} from ${brand.email}.`,
    },
    ...(order.storytelling
      ? [
          {
            title: 'Tell us about the story',
            text: order.kickoffSlotId
              ? 'Send the short story form: our storytelling team starts from it. Your kickoff call time and its calendar entry are in your email.'
              : 'Send the short story form: our storytelling team starts from it.',
          },
        ]
      : []),
    ...(order.shipsToAddress
      ? [
          {
            title: 'We pack and ship',
            text: 'Our volunteers pack every puzzle and kit by hand, usually within two business days.',
          },
        ]
      : []),
  ]
}

function awaitingSteps(payable: boolean): Step[] {
  return [
    {
      title: payable ? 'Pay for the order' : 'Arrange payment',
      text: payable
        ? 'Pay by card from the order’s payment page. Nothing has been charged yet.'
        : 'Card payment is not available on this site right now, so nothing has been charged. Staff can see your order and arrange payment with you.',
    },
    {
      title: 'Confirmation',
      text: 'We email your confirmation and receipt once the payment arrives; no email has been sent yet.',
    },
  ]
}

/**
 * /checkout/success: what the order really is. "Order Confirmed!" and the tick only once it is
 * paid; an unpaid order is "received — awaiting payment"; no order (or someone else's) is a
 * neutral page.
 */
export function CheckoutSuccessPage({
  orderId,
  paymentSubmitted,
}: {
  orderId?: number
  paymentSubmitted: boolean
}) {
  if (orderId === undefined) return <NoOrder />
  return <OrderOutcome orderId={orderId} paymentSubmitted={paymentSubmitted} />
}

function OrderOutcome({
  orderId,
  paymentSubmitted,
}: {
  orderId: number
  paymentSubmitted: boolean
}) {
  const order = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending_payment' && query.state.dataUpdateCount < pendingChecks
        ? 3000
        : false,
  })
  const config = useQuery(configQueryOptions)
  if (order.isPending) {
    return (
      <div className={section({ width: '3xl', spacing: 'xl' })}>
        <Spinner size="lg" label="Loading your order…" showLabel />
      </div>
    )
  }
  if (order.isError) return <NoOrder />
  const { status } = order.data
  if (status === 'failed') return <PaymentNotCompleted orderId={orderId} />
  if (isPaidOrder(status)) {
    return (
      <Outcome
        mark
        title="Order Confirmed!"
        intro="Thank you for your purchase. Every order funds workshops that build children’s problem solving, creativity and digital skills."
        order={order.data}
        steps={paidSteps(order.data)}
        action={
          order.data.storytelling ? (
            <ButtonLink to="/storytelling/$orderId" params={{ orderId: String(orderId) }}>
              Tell Us About the Story
            </ButtonLink>
          ) : null
        }
      />
    )
  }
  if (status === 'cancelled') {
    return (
      <Outcome
        title="Order canceled"
        intro="This order was canceled, so nothing is on its way. Anything charged for it is refunded."
        order={order.data}
        steps={[]}
      />
    )
  }
  if (paymentSubmitted) {
    return (
      <Outcome
        title="Order received — confirming your payment"
        intro="Your card or bank accepted the payment. We confirm it with Stripe; this page updates when it has cleared, and your confirmation email follows."
        order={order.data}
        steps={[]}
      />
    )
  }
  const payable = Boolean(config.data?.stripePublishableKey)
  return (
    <Outcome
      title="Order received — awaiting payment"
      intro="Your order is saved and holds its items while it waits for payment."
      order={order.data}
      steps={awaitingSteps(payable)}
      action={
        payable ? (
          <ButtonLink to="/checkout" search={{ orderId }}>
            Pay for order #{orderId}
          </ButtonLink>
        ) : null
      }
    />
  )
}

function Outcome({
  mark = false,
  title,
  intro,
  order,
  steps,
  action,
}: {
  mark?: boolean
  title: string
  intro: string
  order: Order
  steps: Step[]
  action?: ReactNode
}) {
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stack({ gap: '4', alignItems: 'center', textAlign: 'center' })}>
        {mark && <SuccessMark />}
        <h1 className={headingH1}>{title}</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>{intro}</p>
        <OrderStatus order={order} />
        {action}
      </div>
      {steps.length > 0 && <NextSteps steps={steps} />}
      <ShopLinks />
    </div>
  )
}

function NextSteps({ steps }: { steps: Step[] }) {
  return (
    <section aria-labelledby="next-steps" className={css({ mt: '12' })}>
      <h2 id="next-steps" className={css({ textStyle: 'h3', mb: '6' })}>
        What happens next
      </h2>
      <ol className={stack({ gap: '4' })}>
        {steps.map((step, index) => (
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
              <p className={mutedText}>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Opened with no order, or one this visitor cannot see: nothing is claimed about it. */
function NoOrder() {
  return (
    <div className={section({ width: '3xl', spacing: 'xl' })}>
      <div className={stack({ gap: '4', alignItems: 'center', textAlign: 'center' })}>
        <h1 className={headingH1}>No order to show</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>
          This page shows an order right after checkout. Signed in, you find every order you placed
          under My Account.
        </p>
      </div>
      <ShopLinks />
    </div>
  )
}

function ShopLinks() {
  return (
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
  )
}
