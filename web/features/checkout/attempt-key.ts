import { newIdempotencyKey } from '~/lib/api-request'

/**
 * The Idempotency-Key of a checkout attempt. Submitting the same order again (a retry after a
 * network error, a double click) reuses the key, so the server returns the first order; any change
 * to the cart, prices, contact or shipping makes it a new attempt with a new key.
 */
export function createAttemptKeys() {
  let current: { fingerprint: string; key: string } | null = null
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request)
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() }
      return current.key
    },
    /** After an order is placed, the next submit is a new attempt. */
    reset() {
      current = null
    },
  }
}
