import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { formatDollars } from '#core/money'
import type { Order } from '#core/schemas/order'
import { m } from '#i18n/messages'
import { Badge } from '~/components/ui/badge'
import { mutedText } from '~/components/ui/typography'
import { orderStatusLabel } from '~/entities/orders/api/get-order'

/** The order number and its status as the server has it ('Paid' only once the webhook said so). */
export function OrderStatus({ order }: { order: Order }) {
  return (
    <div
      className={cx(
        panel({ size: 'sm' }),
        css({ display: 'grid', gap: '2', justifyItems: 'center', minW: { sm: 'sm' } }),
      )}
    >
      <p className={css({ fontSize: 'lg', fontWeight: '700' })}>
        {m.shop_order_number({ id: order.id })}
      </p>
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        {m.shop_status()}{' '}
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
          {orderStatusLabel(order.status)}
        </Badge>
      </p>
      <p className={mutedText}>{m.shop_order_total({ amount: formatDollars(order.total) })}</p>
    </div>
  )
}
