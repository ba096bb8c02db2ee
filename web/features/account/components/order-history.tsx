import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import { languageTag } from '#core/locale'
import { formatDollars } from '#core/money'
import { isPaidOrder } from '#core/order-status'
import type { Order } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { selfStart, wrapRow } from '~/components/ui/stack'
import { mutedSmallText, mutedText, smallText, strongText } from '~/components/ui/typography'
import { orderStatusLabel } from '~/entities/orders/api/get-order'
import { ordersQueryOptions } from '~/entities/orders/api/get-orders'

const statusTone = {
  paid: 'success',
  packed: 'success',
  shipped: 'success',
  delivered: 'success',
  pending_payment: 'accent',
  failed: 'danger',
  cancelled: 'danger',
} as const satisfies Record<Order['status'], string>

function OrderRow({ order }: { order: Order }) {
  const orderDate = new Intl.DateTimeFormat(languageTag[getLocale()], { dateStyle: 'medium' })
  const items = order.items.map((line) => `${line.name} × ${line.quantity}`).join(', ')
  return (
    <li
      aria-label={m.account_order_label({ id: order.id })}
      className={css({ display: 'grid', gap: '1', py: '4', borderBottomWidth: '1px' })}
    >
      <div className={wrapRow}>
        <span className={strongText}>{m.account_order_label({ id: order.id })}</span>
        <time dateTime={order.createdAt} className={mutedText}>
          {orderDate.format(new Date(order.createdAt))}
        </time>
        <Badge variant="subtle" tone={statusTone[order.status]}>
          {orderStatusLabel(order.status)}
        </Badge>
        <span className={css({ ms: 'auto', fontWeight: '700' })}>
          {m.account_order_total({ amount: formatDollars(order.total) })}
        </span>
      </div>
      <p className={mutedSmallText}>{items}</p>
      {order.tracking && (
        <p className={smallText}>
          {m.account_tracking({ carrier: order.tracking.carrier, number: order.tracking.number })}
          {order.tracking.url && (
            <>
              {' · '}
              <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                {m.account_track_parcel()}
              </a>
            </>
          )}
        </p>
      )}
      <ButtonLink
        to="/checkout/success"
        search={{ orderId: order.id }}
        variant="link"
        aria-label={m.account_view_order_label({ id: order.id })}
        className={selfStart}
      >
        {m.account_view_order()}
      </ButtonLink>
      {order.storytelling && isPaidOrder(order.status) && (
        <ButtonLink
          to="/storytelling/$orderId"
          params={{ orderId: String(order.id) }}
          variant="link"
          aria-label={m.account_story_link_label({ id: order.id })}
          className={selfStart}
        >
          {m.account_story_link()}
        </ButtonLink>
      )}
    </li>
  )
}

function OrderRowSkeleton() {
  return (
    <div className={css({ display: 'grid', gap: '2', py: '4' })}>
      <Skeleton shape="text" className={css({ w: '1/2' })} />
      <Skeleton shape="text" className={css({ w: '3/4' })} />
    </div>
  )
}

/** /account's 'Your orders': newest first, each with its status as the server has it. */
export function OrderHistory() {
  const orders = useQuery(ordersQueryOptions)
  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="orders-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="orders-title">{m.account_your_orders()}</h2>
          </Card.Title>
        </Card.Header>
        <Card.Body>
          {orders.isPending ? (
            <div aria-busy="true">
              {Array.from({ length: skeletonCounts.accountOrders }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <OrderRowSkeleton key={index} />
              ))}
            </div>
          ) : orders.isError ? (
            <LoadError
              what={m.account_your_orders_what()}
              error={orders.error}
              onRetry={() => void orders.refetch()}
            />
          ) : orders.data.length === 0 ? (
            <p>
              {m.account_no_orders()}{' '}
              <ButtonLink to="/store" variant="link">
                {m.account_visit_store()}
              </ButtonLink>
            </p>
          ) : (
            <ul aria-label={m.account_your_orders()}>
              {orders.data.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </ul>
          )}
        </Card.Body>
      </section>
    </Card.Root>
  )
}
