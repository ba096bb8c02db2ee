/** What every build's cache of page copies is named by. */
export const pageCopiesPrefix = 'pages-'

/**
 * The service worker's runtime caches (web/lib/offline/runtime-caching.ts builds them into
 * sw.js). One module so the page can clear the private one by the same name.
 */
export const cacheNames = {
  /** Public catalogue answers: the same for everyone, kept across sign-ins. */
  publicApi: 'api-public',
  /** Answers that may depend on who is signed in (community): emptied at every sign-in and sign-out. */
  privateApi: 'api-private',
  /**
   * Signed-out pages as the server rendered them, one cache per build (decision 070): the same
   * for everyone, emptied whenever someone is signed in, so a member never opens a copy made
   * before they signed in.
   */
  pages: (build: string) => `${pageCopiesPrefix}${build}`,
  /** Product and content images. */
  images: 'images',
  /**
   * Resources a member saved for offline reading, with their images and attachments, and an
   * index entry per resource (lib/offline/saved-library.ts, decision 093). Not build-scoped and
   * never expired: kept across updates and sign-ins until removed.
   */
  savedLibrary: 'saved-library',
  /**
   * A photo shared into the installed app, one at a time, until it is used or let go (written by
   * web/public/share-target.js, read by lib/offline/shared-photo.ts, decision 098).
   */
  sharedPhoto: 'shared-photo',
} as const
