import { cacheNames } from './cache-names'

/**
 * Empties the service worker's cache of signed-in answers (the community's forum, events and
 * content), so the next person on this device never sees the last one's. Called whenever the
 * signed-in user changes (lib/session.ts `setSessionUser`).
 */
export async function clearPrivateCaches(): Promise<void> {
  if (typeof caches === 'undefined') return
  await caches.delete(cacheNames.privateApi).catch(() => false)
}
