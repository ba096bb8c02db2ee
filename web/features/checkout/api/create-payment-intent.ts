import { apiRequest } from '~/lib/api-request'

/** POST /api/create-payment-intent: the amount is the order's server total; we send only its id. */
export function createPaymentIntent(orderId: number): Promise<{ clientSecret: string }> {
  return apiRequest<{ clientSecret: string }>('POST', '/api/create-payment-intent', { orderId })
}
