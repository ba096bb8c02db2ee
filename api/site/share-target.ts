import { locales, localizedPath } from '#core/locale'
import { createRouter } from '../app-env'
import { bodyLimit } from '../lib/body-limit'

/** The words of a share; a photo makes a body larger than this, and is not kept here. */
const wordsLimitBytes = 64 * 1024

/**
 * POST /share and /es/share, the manifest's share target (decision 098), for a share that reached
 * the server: the service worker answers it (web/public/share-target.js) and keeps a photo; this
 * is what happens before a worker controls the app. The words go on to the forum's new post, as
 * the worker sends them; a photo cannot wait here for the member, so it is not kept.
 */
export function shareTargetRoutes() {
  const router = createRouter()
  for (const locale of locales) {
    const forum = localizedPath('/community', locale)
    router.post(
      localizedPath('/share', locale),
      bodyLimit({ maxSize: wordsLimitBytes, onError: (c) => c.redirect(forum, 303) }),
      async (c) => {
        const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
        const words = new URLSearchParams()
        for (const key of ['title', 'text', 'url']) {
          const value = form[key]
          if (typeof value === 'string' && value.trim()) words.set(key, value)
        }
        const query = String(words)
        return c.redirect(query ? `${forum}?${query}` : forum, 303)
      },
    )
  }
  return router
}
