import type { InferResponseType } from 'hono/client'
import type { Order, OrderRequest, PriceChangeBody } from '#core/schemas/order'
import { api, send } from '~/lib/api-client'
import { ApiError } from '~/lib/api-request'

/** POST /api/orders; the same `idempotencyKey` on a retry returns the same order, never a second. */
export function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Order> {
  return send(
    api.orders.$post({ json: request }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  )
}

/** What POST /api/orders answers with 409, as its route declares it (`orderStatuses`). */
type OrderConflict = InferResponseType<typeof api.orders.$post, 409>

/** The body of a price-change refusal, with the totals as the server counts them; null for any other failure. */
export function priceChange(error: unknown): PriceChangeBody | null {
  if (!(error instanceof ApiError && error.status === 409)) return null
  // The error carries the answer's JSON; its shape is the route's 409 contract.
  const body = error.body as OrderConflict
  return 'order' in body ? { error: body.error, order: body.order } : null
}
