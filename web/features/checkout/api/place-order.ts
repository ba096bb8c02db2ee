import type {
  Order,
  OrderRequest,
  OrderTotalsInDollars,
  PriceChangeBody,
} from '#core/schemas/order'
import { api, send } from '~/lib/api-client'
import { ApiError } from '~/lib/api-request'

/** POST /api/orders; the same `idempotencyKey` on a retry returns the same order, never a second. */
export function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Order> {
  return send(
    api.orders.$post({ json: request }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  )
}

/** The typed body of a price-change refusal; null for any other failure. */
export function priceChange(error: unknown): PriceChangeBody | null {
  if (!(error instanceof ApiError && error.status === 409)) return null
  const order = error.body.order as Partial<OrderTotalsInDollars> | undefined
  if (
    typeof order?.subtotal === 'number' &&
    typeof order.shipping === 'number' &&
    typeof order.total === 'number'
  ) {
    const { subtotal, shipping, total } = order
    return { error: error.body.error, order: { subtotal, shipping, total } }
  }
  return null
}
