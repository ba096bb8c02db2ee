import type { DonationRequestInput } from '#core/schemas/donation'
import { api, send } from '~/lib/api-client'

/** POST /api/donations. The key makes a retried submit return the same donation, never a second. */
export function createDonation(body: DonationRequestInput, idempotencyKey: string) {
  return send(
    api.donations.$post({ json: body }, { headers: { 'Idempotency-Key': idempotencyKey } }),
  )
}

/** POST /api/donations/:id/paypal/capture: the server captures the order PayPal approved. */
export function capturePayPalGift(donationId: number, orderId: string) {
  return send(
    api.donations[':id'].paypal.capture.$post({
      param: { id: String(donationId) },
      json: { orderId },
    }),
  )
}
