import type { DonationCreated, DonationRequestInput } from '#core/schemas/donation'
import { apiRequest } from '~/lib/api-request'

/** POST /api/donations. The key makes a retried submit return the same donation, never a second. */
export function createDonation(body: DonationRequestInput, idempotencyKey: string) {
  return apiRequest<DonationCreated>('POST', '/api/donations', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  })
}
