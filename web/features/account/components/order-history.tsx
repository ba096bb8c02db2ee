import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { skeletonCounts } from '#core/constants'
import { formatDollars } from '#core/money'
import { isPaidOrder } from '#core/order-status'
import type { Order } from '#core/schemas/order'
import { LoadError } from '~/components/blocks/load-error'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button-link'
import * as Card from '~/components/ui/card'
import { Skeleton } from '~/components/ui/skeleton'
import { selfStart, wrapRow } from '~/components/ui/stack'
import { mutedSmallText, mutedText, smallText, strongText } from '~/components/ui/typography'
import { orderStatusLabels } from '~/entities/orders/api/get-order'
import { ordersQueryOptions } from '~/entities/orders/api/get-orders'

const orderDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })

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
  const items = order.items.map((line) => `${line.name} × ${line.quantity}`).join(', ')
  return (
    <li
      aria-label={`Order #${order.id}`}
      className={css({ display: 'grid', gap: '1', py: '4', borderBottomWidth: '1px' })}
    >
      <div className={wrapRow}>
        <span className={strongText}>Order #{order.id}</span>
        <time dateTime={order.createdAt} className={mutedText}>
          {orderDate.format(new Date(order.createdAt))}
        </time>
        <Badge variant="subtle" tone={statusTone[order.status]}>
          {orderStatusLabels[order.status]}
        </Badge>
        <span className={css({ ms: 'auto', fontWeight: '700' })}>
          Total {formatDollars(order.total)}
        </span>
      </div>
      <p className={mutedSmallText}>{items}</p>
      {order.tracking && (
        <p className={smallText}>
          {order.tracking.carrier} tracking number {order.tracking.number}
          {order.tracking.url && (
            <>
              {' · '}
              <a href={order.tracking.url} target="_blank" rel="noopener noreferrer">
                Track your parcel
              </a>
            </>
          )}
        </p>
      )}
      <ButtonLink
        to="/checkout/success"
        search={{ orderId: order.id }}
        variant="link"
        aria-label={`View order #${order.id}`}
        className={selfStart}
      >
        View order
      </ButtonLink>
      {order.storytelling && isPaidOrder(order.status) && (
        <ButtonLink
          to="/storytelling/$orderId"
          params={{ orderId: String(order.id) }}
          variant="link"
          aria-label={`Story form and call for order #${order.id}`}
          className={selfStart}
        >
          Story form and kickoff call
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
            <h2 id="orders-title">Your orders</h2>
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
              what="your orders"
              error={orders.error}
              onRetry={() => void orders.refetch()}
            />
          ) : orders.data.length === 0 ? (
            <p>
              No orders yet.{' '}
              <ButtonLink to="/store" variant="link">
                Visit the store
              </ButtonLink>
            </p>
          ) : (
            <ul aria-label="Your orders">
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
