import { cacheNames } from './cache-names'

// A photo shared into the installed app (the manifest's share target, decision 098): the service
// worker (web/public/share-target.js) keeps it in a cache of its own, one at a time, until the
// member adds it to a story form or lets it go.

/** What a photo may be: what the sketch upload takes (api/storytelling), and its picker offers. */
export const sharedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** Where it waits: share-target.js writes these names. */
const sharedPhotoAddress = '/__shared-photo'

/** A shared photo older than this is let go unseen: it was not meant for today's visit. */
const keptForMs = 24 * 60 * 60 * 1000

/** The photo waiting on this device, or null (none, too old, or no Cache Storage here). */
export async function readSharedPhoto(now = Date.now()): Promise<File | null> {
  if (typeof caches === 'undefined') return null
  const cache = await caches.open(cacheNames.sharedPhoto)
  const answer = await cache.match(sharedPhotoAddress)
  if (!answer) return null
  const sharedAt = Number(answer.headers.get('X-Shared-At'))
  if (!(now - sharedAt < keptForMs)) {
    await cache.delete(sharedPhotoAddress)
    return null
  }
  const type = answer.headers.get('Content-Type') ?? ''
  const name = decodeURIComponent(answer.headers.get('X-File-Name') ?? 'photo')
  return new File([await answer.blob()], name, { type, lastModified: sharedAt })
}

/** Lets the waiting photo go: added to a story form, or discarded. */
export async function discardSharedPhoto(): Promise<void> {
  if (typeof caches === 'undefined') return
  await (await caches.open(cacheNames.sharedPhoto)).delete(sharedPhotoAddress)
}
