import { api, send } from '~/lib/api-client'

/** POST /api/create-payment-intent: the amount is the order's server total; we send only its id. */
export function createPaymentIntent(orderId: number): Promise<{ clientSecret: string }> {
  return send(api['create-payment-intent'].$post({ json: { orderId } }))
}
