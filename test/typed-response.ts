import type { ClientResponse } from 'hono/client'
import { expect } from 'vitest'

type AnyResponse = ClientResponse<unknown, number>

/**
 * The body a route answers with `status`, as its contract types it (a response type may carry
 * several statuses with one body: an order is 201 when new, 200 when replayed).
 */
export type BodyAt<
  Response extends AnyResponse,
  Status extends number,
> = Response extends AnyResponse
  ? Status extends Response['status']
    ? Awaited<ReturnType<Response['json']>>
    : never
  : never

/**
 * The body of a typed client's response, after checking it came with `status`: the test reads
 * the body that status carries (an order, not the union of an order and an error).
 */
export async function bodyAt<Response extends AnyResponse, Status extends Response['status']>(
  response: Response,
  status: Status,
): Promise<BodyAt<Response, Status>> {
  expect(response.status).toBe(status)
  return (await response.json()) as BodyAt<Response, Status>
}
