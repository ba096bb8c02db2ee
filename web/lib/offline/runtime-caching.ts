import type { RuntimeCaching } from 'workbox-build'
import { cacheNames } from './cache-names'

const day = 24 * 60 * 60

/**
 * Navigations the app shell (the precached index.html) must not answer: the API, build assets and
 * anything whose last path segment names a file (an image or robots.txt opened in a tab). Workbox
 * tests these against pathname + search, hence the care to look for the dot before any `?`.
 */
export const navigateFallbackDenylist = [/^\/api\//, /^\/assets\//, /^[^?]*\.[^/?]*(\?|$)/]

/**
 * The service worker's runtime routes, first match wins. Precached files (the app shell, every
 * route chunk, icons, offline.html) are answered before any of these. Nothing else is cached:
 * every non-GET (routes match GET only), /api/user, /api/admin/*, orders, config and any other
 * API answer go to the network untouched.
 *
 * workbox-build copies each matcher and plugin into sw.js as source text, so a function here must
 * use nothing outside its own body: no imports, no module constants, no TypeScript-only syntax.
 */
export const runtimeCaching: RuntimeCaching[] = [
  {
    // The navigations denied above: the network, or offline.html when there is none.
    urlPattern: ({ request }) => request.mode === 'navigate',
    handler: 'NetworkOnly',
    options: { precacheFallback: { fallbackURL: '/offline.html' } },
  },
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
    urlPattern: ({ url, sameOrigin }) =>
      sameOrigin && /^\/api\/content(\/[\w-]+)?$/.test(url.pathname),
    handler: 'StaleWhileRevalidate',
    options: {
      cacheName: cacheNames.privateApi,
      expiration: { maxEntries: 20, maxAgeSeconds: 7 * day },
      cacheableResponse: { statuses: [200] },
      broadcastUpdate: { options: { headersToCheck: ['etag'] } },
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
    },
  },
]
