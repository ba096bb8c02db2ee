import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Encoding = 'br' | 'gzip' | 'identity'

/** br, then gzip, then none, as Accept-Encoding allows (a `;q=0` refuses one). */
export function preferredEncoding(accept: string | undefined): Encoding {
  if (!accept) return 'identity'
  const accepted = new Set<string>()
  for (const part of accept.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip'
  return 'identity'
}

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
