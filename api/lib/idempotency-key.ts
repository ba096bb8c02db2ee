import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { orderMessages } from '../../core/schemas/order'

/** What an Idempotency-Key may be: the web sends a v4 UUID; other clients any such token. */
export const idempotencyKeyPattern = /^[A-Za-z0-9-]{8,100}$/

/**
 * The request's Idempotency-Key (undefined when absent): a retried submit with the same key
 * gets the first answer, never a second order or gift. A malformed key is a 400.
 */
export function readIdempotencyKey(c: Context): string | undefined {
  const key = c.req.header('Idempotency-Key')
  if (key !== undefined && !idempotencyKeyPattern.test(key)) {
    throw new HTTPException(400, { message: orderMessages.idempotencyKey })
  }
  return key
}
