import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { formatDollars } from '#core/money'
import { Badge } from '~/components/ui/badge'
import { orderQueryOptions, orderStatusLabels } from '~/entities/orders/api/get-order'

/** Up to this many checks, 3 s apart, while a just-paid order waits for Stripe's webhook. */
const pendingChecks = 10

/** The order number and its status as the server has it ('Paid' only once the webhook said so). */
export function OrderStatus({ orderId }: { orderId: number }) {
  const {
    data: order,
    isPending,
    isError,
  } = useQuery({
    ...orderQueryOptions(orderId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending_payment' && query.state.dataUpdateCount < pendingChecks
        ? 3000
        : false,
  })
  if (isPending) return <p className={css({ color: 'fg.muted' })}>Loading your order…</p>
  if (isError) return null
  return (
    <div
      className={cx(
        panel({ size: 'sm' }),
        css({ display: 'grid', gap: '2', justifyItems: 'center', minW: { sm: 'sm' } }),
      )}
    >
      <p className={css({ fontSize: 'lg', fontWeight: '700' })}>Order #{order.id}</p>
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        Status:{' '}
        <Badge
          variant="subtle"
          tone={
            order.status === 'pending_payment'
              ? 'accent'
              : order.status === 'failed' || order.status === 'cancelled'
                ? 'danger'
                : 'success'
          }
        >
          {orderStatusLabels[order.status]}
        </Badge>
      </p>
      <p className={css({ color: 'fg.muted' })}>Total {formatDollars(order.total)}</p>
    </div>
  )
}
