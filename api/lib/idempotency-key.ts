import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { idempotencyKeyMessage, idempotencyKeyPattern } from '#core/idempotency-key'

/**
 * The request's Idempotency-Key (undefined when absent): a retried submit with the same key
 * gets the first answer, never a second order or gift. A malformed key is a 400.
 */
export function readIdempotencyKey(c: Context): string | undefined {
  const key = c.req.header('Idempotency-Key')
  if (key !== undefined && !idempotencyKeyPattern.test(key)) {
    throw new HTTPException(400, { message: idempotencyKeyMessage })
  }
  return key
}

/** The answers about a key itself, shared by orders and gifts. */
export const idempotencyMessages = {
  /** 422, as Stripe answers: a key names one request, so another body with it is a mistake. */
  reused: 'This Idempotency-Key was already used for a different request.',
  /** 409 with Retry-After: the first request with the key has not finished yet. */
  stillProcessing: 'This request is still being processed. Please try again in a moment.',
} as const
