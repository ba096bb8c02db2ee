import { afterEach, describe, expect, it, vi } from 'vitest'
// workbox-build's own serializer: how each route's plugins reach sw.js, as source text.
import { stringifyWithoutComments } from 'workbox-build/build/lib/stringify-without-comments'
import { cacheNames } from './cache-names'
import { pageCopies, runtimeCaching, savedCopies } from './runtime-caching'

const origin = 'https://brightminds.example'
const build = '20261128093000'
const routes = runtimeCaching(build, 'en')

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
  const entry = routes.find((route) => {
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
    const announcing = routes.filter((route) => route.options?.broadcastUpdate)
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

  it('leaves a library request that asks to skip caches to the network (the saved library saving)', () => {
    for (const cache of ['no-cache', 'no-store', 'reload'] as const) {
      expect(routeFor('/api/content/tangram-nights', { cache }), cache).toBe('network only')
    }
  })

  it("falls back to the saved library where a resource's text, images and attachments are read", () => {
    const falling = routes.filter((route) =>
      route.options?.plugins?.some((plugin) => plugin === savedCopies),
    )
    expect(falling.map((route) => route.options?.cacheName)).toEqual([
      undefined,
      'api-private',
      'images',
    ])
    // Copied into sw.js as source text: the cache is named there as cache-names.ts names it.
    expect(stringifyWithoutComments(savedCopies)).toContain(JSON.stringify(cacheNames.savedLibrary))
  })

  it("keeps the library's Spanish answers too, each kept by its whole address (decision 079)", () => {
    for (const path of ['/api/content?locale=es', '/api/content/tangram-nights?locale=es']) {
      expect(routeFor(path), path).toBe('StaleWhileRevalidate api-private')
    }
    const library = routes.find((route) => route.options?.cacheName === 'api-private')
    expect(library?.options).not.toHaveProperty('matchOptions')
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

  it('answers a navigation that is no page of the app from the network, else offline.html', () => {
    for (const path of [
      '/api/health',
      '/api/user',
      '/assets/index-abc.js',
      '/images/products/a.svg',
      '/robots.txt',
    ]) {
      expect(routeFor(path, { mode: 'navigate' }), path).toBe('NetworkOnly')
    }
    expect(routes[0]!.options?.precacheFallback?.fallbackURL).toBe('/offline.html')
  })
})

describe('each language', () => {
  it("falls back to the worker's own language: the Spanish shell and offline page for sw.es.js", () => {
    const spanish = runtimeCaching(build, 'es')
    expect(spanish[0]!.options?.precacheFallback?.fallbackURL).toBe('/offline.es.html')
    expect(spanish[1]!.options?.precacheFallback?.fallbackURL).toBe('/index.es.html')
    // The page copies are one cache: each page is kept under its own address.
    expect(spanish[1]!.options?.cacheName).toBe(routes[1]!.options?.cacheName)
  })
})

describe('pages', () => {
  it('answers every page of the app from its kept copy, refreshed behind it, else the shell', () => {
    for (const path of [
      '/',
      '/store?category=Puzzles',
      '/product/12',
      '/search?q=3.5',
      '/checkout/success?orderId=4&email=maya.okafor@example.org',
      '/reset-password?token=abc.def',
    ]) {
      expect(routeFor(path, { mode: 'navigate' }), path).toBe(`StaleWhileRevalidate pages-${build}`)
    }
    const pages = routes[1]!
    expect(pages.options?.precacheFallback?.fallbackURL).toBe('/index.html')
    expect(pages.options?.expiration).toEqual({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 })
    // The same addresses fetched by a script are not pages.
    expect(routeFor('/store')).toBe('network only')
  })

  /** The plugin as sw.js holds it: workbox-build's source text of it, evaluated. */
  const inWorker = new Function(
    `return ${stringifyWithoutComments(pageCopies)}`,
  )() as typeof pageCopies
  const cacheName = `pages-${build}`

  function answer(init: { status?: number; redirected?: boolean; headers?: HeadersInit }) {
    const response = new Response('<!doctype html>', {
      status: init.status ?? 200,
      headers: init.headers,
    })
    if (init.redirected) Object.defineProperty(response, 'redirected', { value: true })
    return response
  }
  const shared = { 'Cache-Control': 'public, no-cache', 'X-Build-Id': build }

  it('keeps a copy of a whole signed-out page, marked as a copy', async () => {
    for (const plugin of [pageCopies, inWorker]) {
      const copy = await plugin.cacheWillUpdate({ response: answer({ headers: shared }) })
      expect(copy?.status).toBe(200)
      expect(copy?.headers.get('Server-Timing')).toBe('page-copy')
      expect(copy?.headers.get('X-Build-Id')).toBe(build)
      expect(copy?.headers.get('Cache-Control')).toBe('public, no-cache')
      expect(await copy?.text()).toBe('<!doctype html>')
      const timed = await plugin.cacheWillUpdate({
        response: answer({ headers: { ...shared, 'Server-Timing': 'render;dur=12' } }),
      })
      expect(timed?.headers.get('Server-Timing')).toBe('render;dur=12, page-copy')
    }
  })

  it('keeps a whole signed-out page, and nothing else', async () => {
    for (const plugin of [pageCopies, inWorker]) {
      const keeps = async (init: Parameters<typeof answer>[0]) =>
        (await plugin.cacheWillUpdate({ response: answer(init) })) !== null
      expect(await keeps({ headers: shared })).toBe(true)
      expect(await keeps({ headers: { 'Cache-Control': 'no-cache,public' } })).toBe(true)
      // A member's page, the shell, a page no cache may keep.
      for (const policy of ['private, no-cache', 'no-cache', 'no-store', 'public, no-store']) {
        expect(await keeps({ headers: { ...shared, 'Cache-Control': policy } }), policy).toBe(false)
      }
      expect(await keeps({ headers: { 'X-Build-Id': build } }), 'no Cache-Control').toBe(false)
      expect(await keeps({ headers: { ...shared, 'Cache-Control': 'publicity' } })).toBe(false)
      for (const status of [404, 503]) {
        expect(await keeps({ status, headers: shared }), String(status)).toBe(false)
      }
      expect(await keeps({ redirected: true, headers: shared }), 'redirected').toBe(false)
    }
  })

  it('opens only a copy of its own build', async () => {
    for (const plugin of [pageCopies, inWorker]) {
      const use = (cachedResponse?: Response) =>
        plugin.cachedResponseWillBeUsed({ cacheName, cachedResponse })
      const own = answer({ headers: shared })
      expect(await use(own)).toBe(own)
      expect(await use(answer({ headers: { ...shared, 'X-Build-Id': '20261101000000' } }))).toBe(
        null,
      )
      expect(await use(answer({ headers: { 'Cache-Control': 'public' } })), 'no build').toBe(null)
      expect(await use(undefined)).toBeFalsy()
    }
  })

  describe("a newer deploy's page, fetched while this worker still runs", () => {
    afterEach(() => vi.unstubAllGlobals())

    /** The Cache Storage the worker writes to, as far as the plugin uses it. */
    function cacheStorage() {
      const cache = { put: vi.fn(async () => {}), delete: vi.fn(async () => true) }
      const open = vi.fn(async () => cache)
      vi.stubGlobal('caches', { open })
      return { cache, open }
    }
    const request = new Request(`${origin}/store`)
    const next = () => answer({ headers: { ...shared, 'X-Build-Id': 'next' } })

    it('puts back the copy it replaced, whose scripts this worker holds', async () => {
      for (const plugin of [pageCopies, inWorker]) {
        const { cache, open } = cacheStorage()
        const oldResponse = answer({ headers: shared })
        await plugin.cacheDidUpdate({ cacheName, request, oldResponse, newResponse: next() })
        expect(open).toHaveBeenCalledWith(cacheName)
        expect(cache.put).toHaveBeenCalledWith(request, oldResponse)
        expect(cache.delete).not.toHaveBeenCalled()
      }
    })

    it('is taken out again when it replaced nothing', async () => {
      for (const plugin of [pageCopies, inWorker]) {
        const { cache } = cacheStorage()
        await plugin.cacheDidUpdate({ cacheName, request, oldResponse: null, newResponse: next() })
        expect(cache.delete).toHaveBeenCalledWith(request)
        expect(cache.put).not.toHaveBeenCalled()
      }
    })

    it('leaves a page of its own build where it was put', async () => {
      for (const plugin of [pageCopies, inWorker]) {
        const { open } = cacheStorage()
        await plugin.cacheDidUpdate({
          cacheName,
          request,
          oldResponse: answer({ headers: shared }),
          newResponse: answer({ headers: shared }),
        })
        expect(open).not.toHaveBeenCalled()
      }
    })
  })
})
