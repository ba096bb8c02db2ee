import { cacheNames, pageCopiesPrefix } from './cache-names'

/**
 * Empties the service worker's cache of signed-in answers (the community's forum, events and
 * content), so the next person on this device never sees the last one's. Called whenever the
 * signed-in user changes (lib/session.ts `setSessionUser`).
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(cacheNames.privateApi).catch(() => false)
}

/**
 * Empties the worker's copies of signed-out pages (decision 070): every build's when someone is
 * signed in, whose pages come from the server and never from a copy made for a visitor before
 * they signed in; all but `keep` (the running build's cache) to drop an older deploy's.
 */
export async function forgetPageCopies(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return
  const names = await caches.keys().catch(() => [])
  await Promise.all(
    names
      .filter((name) => name.startsWith(pageCopiesPrefix) && name !== keep)
      .map((name) => caches.delete(name).catch(() => false)),
  )
}
