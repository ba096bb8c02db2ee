import type { MiddlewareHandler } from 'hono'

export const cachePolicies = {
  /** API answers are personal or fresh unless a route says otherwise. */
  none: 'no-store',
  /** Answers that differ per person (an admin's view of a public list): never kept or shared. */
  personal: 'private, no-store',
  /** Public answers that change rarely: a minute fresh, then served stale while refreshing. */
  publicShort: 'public, max-age=60, stale-while-revalidate=600',
  /**
   * The catalogue and the resource library: any cache may keep them, but must ask again each
   * time (a 304 when unchanged, by ETag), so staff's changes show at once (decision 037).
   */
  publicRevalidate: 'public, no-cache',
  /** Content-hashed build output never changes under the same name. */
  immutable: 'public, max-age=31536000, immutable',
  /**
   * A page rendered for a signed-in member: their browser may keep it (for back and forward)
   * but must ask again before showing it; no shared cache or service worker copy keeps it.
   */
  personalPage: 'private, no-cache',
  /** Entry points (index.html, sw.js, manifest) must be revalidated to pick up new builds. */
  revalidate: 'no-cache',
  /** Other static files (icons, product images). */
  staticFile: 'public, max-age=3600',
} as const

/** Sets `policy` unless the handler chose its own Cache-Control. */
export function defaultCacheControl(policy: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', policy)
  }
}

/** Marks a successful response as publicly cacheable for a short while. */
export function publicShortCache(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', cachePolicies.publicShort)
  }
}

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

/** If-None-Match by weak comparison, any encoding's tag of the same body counting. */
export function matchesEtag(ifNoneMatch: string | undefined, hash: string) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((candidate) => {
    const opaque = candidate.trim().replace(/^W\//, '').replace(/^"|"$/g, '')
    return opaque === hash || opaque.startsWith(`${hash}-`)
  })
}
