import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Encoding } from '../lib/cache-control'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A body made for one request (a rendered page), compressed off the event loop at a level that
 * costs a few milliseconds: br at quality 5 is about gzip's best size.
 */
export async function compressBody(
  body: string,
  encoding: Encoding,
): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = Buffer.from(body) as Buffer<ArrayBuffer>
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }) as Promise<Buffer<ArrayBuffer>>
  }
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 6 }) as Promise<Buffer<ArrayBuffer>>
  return bytes
}
