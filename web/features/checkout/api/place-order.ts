import { apiRequest } from '~/lib/api-request'
import type { Order, OrderRequest } from '../../../../core/schemas/order'

/** POST /api/orders; the same `idempotencyKey` on a retry returns the same order, never a second. */
export function placeOrder(request: OrderRequest, idempotencyKey: string): Promise<Order> {
  return apiRequest<Order>('POST', '/api/orders', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}

/** The server's totals sent with a 409 when the client's prices or total disagree (dollars). */
export interface ServerTotals {
  subtotal: number
  shipping: number
  total: number
}

/** `409: {"error":"Prices have changed…","order":{…}}` → the server's totals; else null. */
export function priceChangeTotals(error: unknown): ServerTotals | null {
  if (!(error instanceof Error)) return null
  const match = /^409: (.*)$/s.exec(error.message)
  if (!match?.[1]) return null
  try {
    const body = JSON.parse(match[1]) as { order?: Partial<ServerTotals> }
    const order = body.order
    if (
      typeof order?.subtotal === 'number' &&
      typeof order.shipping === 'number' &&
      typeof order.total === 'number'
    ) {
      return { subtotal: order.subtotal, shipping: order.shipping, total: order.total }
    }
  } catch {
    // Not our JSON error shape: not a price change.
  }
  return null
}
