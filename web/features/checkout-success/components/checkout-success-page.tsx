import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { stack } from 'styled-system/patterns'
import { panel, section } from 'styled-system/recipes'
import { brand } from '#core/brand'
import { isPaidOrder } from '#core/order-status'
import type { Order } from '#core/schemas/order'
import { m } from '#i18n/messages'
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
      title: m.shop_step_inbox_title(),
      text: m.shop_step_inbox_text({ email: order.contact.email, from: brand.email }),
    },
    ...(order.storytelling
      ? [
          {
            title: m.shop_step_story_title(),
            text: order.kickoffSlotId ? m.shop_step_story_call_text() : m.shop_step_story_text(),
          },
        ]
      : []),
    ...(order.shipsToAddress
      ? [
          {
            title: m.shop_step_ship_title(),
            text: m.shop_step_ship_text(),
          },
        ]
      : []),
  ]
}

function awaitingSteps(payable: boolean): Step[] {
  return [
    {
      title: payable ? m.shop_step_pay_title() : m.shop_step_arrange_title(),
      text: payable ? m.shop_step_pay_text() : m.shop_step_arrange_text(),
    },
    {
      title: m.shop_step_confirmation_title(),
      text: m.shop_step_confirmation_text(),
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
        <Spinner size="lg" label={m.shop_loading_order()} showLabel />
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
        title={m.shop_order_confirmed()}
        intro={m.shop_order_confirmed_text()}
        order={order.data}
        steps={paidSteps(order.data)}
        action={
          order.data.storytelling ? (
            <ButtonLink to="/storytelling/$orderId" params={{ orderId: String(orderId) }}>
              {m.shop_tell_us_story()}
            </ButtonLink>
          ) : null
        }
      />
    )
  }
  if (status === 'cancelled') {
    return (
      <Outcome
        title={m.shop_order_canceled()}
        intro={m.shop_order_canceled_text()}
        order={order.data}
        steps={[]}
      />
    )
  }
  if (paymentSubmitted) {
    return (
      <Outcome
        title={m.shop_order_confirming()}
        intro={m.shop_order_confirming_text()}
        order={order.data}
        steps={[]}
      />
    )
  }
  const payable = Boolean(config.data?.stripePublishableKey)
  return (
    <Outcome
      title={m.shop_order_awaiting()}
      intro={m.shop_order_awaiting_text()}
      order={order.data}
      steps={awaitingSteps(payable)}
      action={
        payable ? (
          <ButtonLink to="/checkout" search={{ orderId }}>
            {m.shop_pay_for_order({ id: orderId })}
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
        {m.shop_next_steps()}
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
        <h1 className={headingH1}>{m.shop_no_order()}</h1>
        <p className={css({ color: 'fg.muted', fontSize: 'lg', maxW: 'xl' })}>
          {m.shop_no_order_text()}
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
        {m.shop_return_home()}
      </ButtonLink>
      <ButtonLink to="/store">{m.shop_continue_shopping()}</ButtonLink>
    </div>
  )
}
