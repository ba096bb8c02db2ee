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
