import { isIP } from 'node:net'

/**
 * Whether the server may send to a push address a browser gave (decision 096). The server POSTs
 * to it, so it must be a push service, not a way into the server's own network: https on a named
 * public host (every browser's push service is one), or an origin the operator listed
 * (PUSH_ENDPOINT_ORIGINS: a local push service in tests).
 */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (extraOrigins.includes(url.origin)) return true
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    isIP(host) === 0 &&
    host.includes('.') &&
    !/(^|\.)(localhost|local|internal|home\.arpa)$/i.test(host)
  )
}
