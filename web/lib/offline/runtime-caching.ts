import type { RuntimeCaching } from 'workbox-build'
import { builtFile, type Locale } from '#core/locale'
import { cacheNames } from './cache-names'

const day = 24 * 60 * 60

/**
 * Signed-out pages as the server rendered them, kept by the worker so a returning visitor's page
 * paints from the device at once and is refreshed behind it (decision 070). A copy is only what
 * the server says is the same for everyone (`public`: a signed-out render, decision 068; a
 * member's page is `private`), a whole page (200, not a redirect's end), and of the worker's own
 * build, whose scripts its precache holds (`Server-Timing: page-copy` tells the page it is one,
 * lib/offline/page-copy.ts): the cache is named after the build (`pages-<id>`), and
 * a page of another (a newer deploy's, fetched while this worker still runs) is neither kept in
 * place of the copy it would replace nor, if found, used.
 *
 * workbox-build copies the plugin into sw.js as source text and takes nothing but callbacks in
 * it: the build is read from the cache's name, and the callbacks use nothing outside their bodies.
 */
export const pageCopies = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    const policy = response.headers.get('Cache-Control') || ''
    const shared = /(^|[\s,])public([\s,]|$)/.test(policy) && !/private|no-store/.test(policy)
    if (response.status !== 200 || response.redirected || !shared) return null
    // Marked, so that a page opened from its copy reads its data again once live (the copy's
    // data is as old as the copy): Server-Timing is the one header a page can read of itself.
    const headers = new Headers(response.headers)
    headers.append('Server-Timing', 'page-copy')
    return new Response(response.body, { status: 200, statusText: response.statusText, headers })
  },
  cacheDidUpdate: async ({
    cacheName,
    request,
    oldResponse,
    newResponse,
  }: {
    cacheName: string
    request: Request
    oldResponse?: Response | null
    newResponse: Response
  }) => {
    if (cacheName === `pages-${newResponse.headers.get('X-Build-Id')}`) return
    const cache = await caches.open(cacheName)
    await (oldResponse ? cache.put(request, oldResponse) : cache.delete(request))
  },
  cachedResponseWillBeUsed: async ({
    cacheName,
    cachedResponse,
  }: {
    cacheName: string
    cachedResponse?: Response
  }) =>
    cachedResponse && cacheName === `pages-${cachedResponse.headers.get('X-Build-Id')}`
      ? cachedResponse
      : null,
}

/**
 * The saved library (decision 093, lib/offline/saved-library.ts): when a route has no answer —
 * offline, nothing in its own cache — the copy a member saved for offline reading, if there is
 * one (a resource's text, its images, its attachments). Matched by the whole address, the
 * page's language included (`?locale=es`); `ignoreVary` because the API varies on headers the
 * address already decides. Copied into sw.js as source text: the cache's name is written out
 * (cache-names.ts `savedLibrary`, checked by runtime-caching.test.ts).
 */
export const savedCopies = {
  handlerDidError: async ({ request }: { request: Request }) =>
    (await caches.open('saved-library')).match(request, { ignoreVary: true }),
}

/**
 * The service worker's runtime routes for `build` (the BUILD_ID its pages carry) in `locale`'s
 * worker, whose app shell and offline page are that language's, first match
 * wins. Precached files (the app shell, every route chunk, icons, offline.html) are answered
 * before any of these. Nothing else is cached: every non-GET (routes match GET only), /api/user,
 * /api/admin/*, orders, config and any other API answer go to the network untouched.
 *
 * workbox-build copies each matcher and plugin into sw.js as source text, so a function here must
 * use nothing outside its own body: no imports, no module constants, no TypeScript-only syntax
 * beyond types.
 */
export function runtimeCaching(build: string, locale: Locale): RuntimeCaching[] {
  return [
    {
      // Navigations that are no page of the app: the API, build assets and anything whose last
      // path segment names a file (an image or robots.txt opened in a tab). The network, or
      // offline.html when there is none.
      urlPattern: ({ url, request }) =>
        request.mode === 'navigate' &&
        (/^\/(api|assets)\//.test(url.pathname) || /\.[^/]*$/.test(url.pathname)),
      handler: 'NetworkOnly',
      // A saved resource's attachment opened in a tab, before the offline page.
      options: {
        plugins: [savedCopies],
        precacheFallback: { fallbackURL: builtFile('offline.html', locale) },
      },
    },
    {
      // Every page of the app: the kept copy of a signed-out page at once, refreshed behind it;
      // otherwise the network; offline with no copy, the precached app shell, which the client
      // router renders (decision 022). Emptied whenever someone is signed in
      // (lib/offline/private-caches.ts).
      urlPattern: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: cacheNames.pages(build),
        expiration: { maxEntries: 30, maxAgeSeconds: 7 * day },
        precacheFallback: { fallbackURL: builtFile('index.html', locale) },
        plugins: [pageCopies],
      },
    },
    ...dataRoutes,
  ]
}

/** The catalogue, the community's answers and images. */
const dataRoutes: RuntimeCaching[] = [
  {
    // The catalogue: answered from the cache at once, refreshed behind it. A request that asks to
    // skip caches (checkout's price check) is left to the network: a cached answer, or one from
    // a network that is not quite back yet, must not pass for fresh prices.
    urlPattern: ({ url, request, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/products(\/featured|\/\d+)?$/.test(url.pathname) &&
      !['no-cache', 'no-store', 'reload'].includes(request.cache),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: cacheNames.publicApi,
      expiration: { maxEntries: 100, maxAgeSeconds: 7 * day },
      // A refreshed answer that differs (its ETag) is announced to the open pages, which read
      // the catalogue again: a change by staff shows during the visit (decision 037).
      broadcastUpdate: { options: { headersToCheck: ['etag'] } },
      plugins: [
        {
          // A public cache keeps only public answers: should one of these ever become personal
          // (private or no-store), it is not kept.
          cacheWillUpdate: async ({ response }) =>
            response.status === 200 &&
            !/private|no-store/.test(response.headers.get('Cache-Control') || '')
              ? response
              : null,
        },
      ],
    },
  },
  {
    // Educational resources (the signed-in community) and the guides hosted here: from the cache
    // at once, refreshed behind it, in the private cache because an admin's list holds drafts.
    // A request that asks to skip caches (the saved library saving or comparing a resource,
    // lib/offline/saved-library.ts) is left to the network, as the catalogue's are.
    urlPattern: ({ url, request, sameOrigin }) =>
      sameOrigin &&
      /^\/api\/content(\/[\w-]+)?$/.test(url.pathname) &&
      !['no-cache', 'no-store', 'reload'].includes(request.cache),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: cacheNames.privateApi,
      expiration: { maxEntries: 20, maxAgeSeconds: 7 * day },
      cacheableResponse: { statuses: [200] },
      broadcastUpdate: { options: { headersToCheck: ['etag'] } },
      plugins: [savedCopies],
    },
  },
  {
    // The forum and events (the community issue): the network first, the last answer offline.
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/(forum|events)(\/|$)/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: cacheNames.privateApi,
      networkTimeoutSeconds: 4,
      expiration: { maxEntries: 60, maxAgeSeconds: 7 * day },
      cacheableResponse: { statuses: [200] },
    },
  },
  {
    // Product and content images, built in or uploaded: they never change under the same name.
    urlPattern: ({ url, request, sameOrigin }) =>
      sameOrigin && request.destination === 'image' && /^\/(images|uploads)\//.test(url.pathname),
    handler: 'CacheFirst',
    options: {
      cacheName: cacheNames.images,
      expiration: { maxEntries: 150, maxAgeSeconds: 30 * day, purgeOnQuotaError: true },
      cacheableResponse: { statuses: [200] },
      plugins: [savedCopies],
    },
  },
]
