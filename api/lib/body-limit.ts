import type { Context, MiddlewareHandler } from 'hono'

/**
 * The most of a body the server reads only to drop it: a refused body (or one its handler never
 * read) up to this size is read to its end, so the connection is free for the client's next
 * request; a bigger one is left unread, and its answer says `Connection: close` (decision 053).
 */
export const dropLimitBytes = 16 * 1024 * 1024

type Reader = ReadableStreamDefaultReader<Uint8Array>

/**
 * Refuses a body over `maxSize` bytes with `onError`, whether its length was declared or it
 * came chunked. Unlike hono/body-limit it never leaves a body half-read on a kept-alive
 * connection, where @hono/node-server would reset the connection under the client's next
 * request (issue 29): the rest is read and dropped, or the answer closes the connection.
 */
export function bodyLimit(options: {
  maxSize: number
  onError: (c: Context) => Response
}): MiddlewareHandler {
  const { maxSize, onError } = options
  const refuse = async (c: Context, rest: Reader, declared?: number) => {
    const mayDrop = declared === undefined || declared <= dropLimitBytes
    if (!mayDrop || !(await drop(rest, dropLimitBytes))) c.header('Connection', 'close')
    return onError(c)
  }
  return async (c, next) => {
    const request = c.req.raw
    const body = request.body
    if (!body) return next()
    const declared = declaredLength(request.headers)
    if (declared !== undefined && declared <= maxSize) {
      await next()
      // Answered without reading it (a 401, a 404): the body is still on the connection.
      if (!request.bodyUsed && !body.locked && !(await drop(body.getReader(), declared))) {
        c.header('Connection', 'close')
      }
      return
    }
    const reader = body.getReader()
    if (declared !== undefined) return refuse(c, reader, declared)
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxSize) return refuse(c, reader)
      chunks.push(value)
    }
    c.req.raw = new Request(request, { body: Buffer.concat(chunks, size) })
    return next()
  }
}

/** Content-Length, unless the body is chunked (Node refuses a request that says both). */
function declaredLength(headers: Headers): number | undefined {
  const length = headers.get('Content-Length')?.trim()
  if (!length || !/^\d+$/.test(length) || headers.has('Transfer-Encoding')) return undefined
  return Number(length)
}

/**
 * Reads and drops the rest of a body: true once it has ended, false when more than `budget`
 * bytes came (the rest stays unread) or the client went away.
 */
async function drop(reader: Reader, budget: number): Promise<boolean> {
  let left = budget
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      left -= value.byteLength
      if (left < 0) return false
    }
  } catch {
    return false
  }
}
