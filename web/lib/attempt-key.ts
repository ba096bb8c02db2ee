import { newIdempotencyKey } from '~/lib/api-request'

/**
 * The Idempotency-Key (or forum `clientId`) of a form's attempt: checkout, donation, forum post.
 * Submitting the same thing again (a retry after a network error, a double click) reuses the key,
 * so the server returns the first result; any change to what is sent makes a new attempt.
 */
export function createAttemptKeys() {
  let current: { fingerprint: string; key: string } | null = null
  return {
    keyFor(request: unknown): string {
      const fingerprint = JSON.stringify(request)
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newIdempotencyKey() }
      return current.key
    },
    /** After a success, the next submit is a new attempt. */
    reset() {
      current = null
    },
  }
}
