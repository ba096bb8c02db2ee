/**
 * What an Idempotency-Key may be (orders and donations): the web sends a v4 UUID; other clients
 * any such token. A retried submit with the same key gets the first answer, never a second row.
 */
export const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/

export const idempotencyKeyMessage = 'Idempotency-Key must be 8 to 100 letters, digits or dashes'
