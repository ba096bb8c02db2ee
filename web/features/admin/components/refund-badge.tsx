import { refundStateLabels, refundStateOf } from '#core/refund-state'
import { Badge } from '~/components/ui/badge'

/** Beside an order's or a gift's status in a list: whether its money came back, in part or all. */
export function RefundBadge({ total, refunded }: { total: number; refunded: number }) {
  const state = refundStateOf(total, refunded)
  if (state === 'none') return null
  return (
    <Badge size="sm" tone="danger">
      {refundStateLabels[state]}
    </Badge>
  )
}
