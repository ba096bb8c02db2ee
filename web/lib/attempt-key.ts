/** A v4 UUID; `crypto.randomUUID` needs a secure context, a plain-http LAN address has none. */
function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

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
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: uuid() }
      return current.key
    },
    /** After an order is placed, the next submit is a new attempt. */
    reset() {
      current = null
    },
  }
}
