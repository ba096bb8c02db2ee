import { describe, expect, it } from 'vitest'
import { navigateFallbackDenylist, runtimeCaching } from './runtime-caching'

const origin = 'https://brightminds.example'

interface Probe {
  method?: string
  mode?: RequestMode
  cache?: RequestCache
  destination?: RequestDestination
}

/** Which runtime route answers a request, as Workbox picks it: the first GET route that matches. */
function routeFor(href: string, probe: Probe = {}) {
  const url = new URL(href, origin)
  const request = {
    method: probe.method ?? 'GET',
    mode: probe.mode ?? 'cors',
    cache: probe.cache ?? 'default',
    destination: probe.destination ?? '',
  }
  const entry = runtimeCaching.find((route) => {
    if ((route.method ?? 'GET') !== request.method) return false
    const match = route.urlPattern as (options: unknown) => boolean
    return match({ url, request, sameOrigin: url.origin === origin })
  })
  return entry ? `${entry.handler} ${entry.options?.cacheName ?? ''}`.trim() : 'network only'
}

describe('runtime caching', () => {
  it('serves the catalogue stale-while-revalidate from the public cache', () => {
    for (const path of ['/api/products', '/api/products/featured', '/api/products/12']) {
      expect(routeFor(path), path).toBe('StaleWhileRevalidate api-public')
    }
  })

  it('announces a refreshed catalogue or library answer whose ETag changed', () => {
    const announcing = runtimeCaching.filter((route) => route.options?.broadcastUpdate)
    expect(announcing.map((route) => route.options?.cacheName)).toEqual([
      'api-public',
      'api-private',
    ])
    for (const route of announcing) {
      expect(route.options?.broadcastUpdate?.options.headersToCheck).toEqual(['etag'])
    }
  })

  it('leaves a catalogue request that asks to skip caches to the network', () => {
    for (const cache of ['no-cache', 'no-store', 'reload'] as const) {
      expect(routeFor('/api/products', { cache }), cache).toBe('network only')
    }
  })

  it('keeps community answers in the private cache that signing out empties', () => {
    expect(routeFor('/api/content')).toBe('StaleWhileRevalidate api-private')
    expect(routeFor('/api/content/storytelling-prompts-for-ages-6-12')).toBe(
      'StaleWhileRevalidate api-private',
    )
    for (const path of ['/api/forum', '/api/forum/posts', '/api/forum/posts/3/comments']) {
      expect(routeFor(path), path).toBe('NetworkFirst api-private')
    }
    expect(routeFor('/api/events')).toBe('NetworkFirst api-private')
  })

  it('keeps same-origin product and content images cache-first, uploaded photos too', () => {
    expect(routeFor('/images/products/tangram.svg', { destination: 'image' })).toBe(
      'CacheFirst images',
    )
    expect(routeFor('/uploads/0123456789abcdef0123-640.avif', { destination: 'image' })).toBe(
      'CacheFirst images',
    )
    expect(
      routeFor('https://cdn.example.org/images/a.png', { destination: 'image' }),
      'another origin',
    ).toBe('network only')
  })

  it('never caches the session, admin, personal or state-changing calls', () => {
    for (const path of [
      '/api/user',
      '/api/admin/education-stats',
      '/api/admin/outbox',
      '/api/orders/4',
      '/api/config',
      '/api/account',
      '/api/forum-admin',
    ]) {
      expect(routeFor(path), path).toBe('network only')
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(routeFor('/api/email-signup', { method }), method).toBe('network only')
      expect(routeFor('/api/forum/posts', { method }), method).toBe('network only')
      expect(routeFor('/api/products/3', { method }), method).toBe('network only')
    }
  })

  it('answers a navigation the app shell does not own from the network, else offline.html', () => {
    const navigation = runtimeCaching[0]!
    expect(routeFor('/api/health', { mode: 'navigate' })).toBe('NetworkOnly')
    expect(navigation.options?.precacheFallback?.fallbackURL).toBe('/offline.html')
  })
})

describe('the app shell', () => {
  const deniedShell = (pathAndSearch: string) =>
    navigateFallbackDenylist.some((pattern) => pattern.test(pathAndSearch))

  it('answers every page of the app, whatever its query string', () => {
    for (const path of [
      '/',
      '/store?category=Puzzles',
      '/product/12',
      '/checkout/success?orderId=4&email=maya.okafor@example.org',
      '/reset-password?token=abc.def',
    ]) {
      expect(deniedShell(path), path).toBe(false)
    }
  })

  it('leaves the API, build assets and files to the network', () => {
    for (const path of [
      '/api/user',
      '/assets/index-abc.js',
      '/images/products/a.svg',
      '/robots.txt',
    ]) {
      expect(deniedShell(path), path).toBe(true)
    }
  })
})
