/**
 * The service worker's runtime caches (web/lib/offline/runtime-caching.ts builds them into
 * sw.js). One module so the page can clear the private one by the same name.
 */
export const cacheNames = {
  /** Public catalogue answers: the same for everyone, kept across sign-ins. */
  publicApi: 'api-public',
  /** Answers that may depend on who is signed in (community): emptied at every sign-in and sign-out. */
  privateApi: 'api-private',
  /** Product and content images. */
  images: 'images',
} as const
