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
