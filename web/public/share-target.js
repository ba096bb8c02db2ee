// The manifest's share target in the service worker (issue 36, decision 098), imported by the
// generated worker (vite.config.ts `importScripts`): what another app shares into the installed
// one arrives here as a POST; a photo is kept on the device for the page, the text goes on in the
// address. Plain JavaScript the worker loads as it is; kept tiny, with no imports.

/** The share target's actions, each language's (vite.config.ts `share_target`). */
const shareActions = { '/share': '', '/es/share': '/es' }
/** Where the shared photo waits (web/lib/offline/shared-photo.ts reads it by these names). */
const sharedPhotoCache = 'shared-photo'
const sharedPhotoAddress = '/__shared-photo'
const photoTypes = ['image/jpeg', 'image/png', 'image/webp']

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'POST') return
  const url = new URL(request.url)
  const prefix = shareActions[url.pathname]
  if (url.origin !== self.location.origin || prefix === undefined) return
  event.respondWith(
    (async () => {
      const form = await request.formData().catch(() => new FormData())
      const words = new URLSearchParams()
      for (const key of ['title', 'text', 'url']) {
        const value = form.get(key)
        if (typeof value === 'string' && value.trim()) words.set(key, value)
      }
      const query = String(words)
      const to = (path) => new URL(`${prefix}${path}${query ? `?${query}` : ''}`, url).href
      const photo = form.get('photo')
      if (photo && typeof photo !== 'string' && photo.size > 0 && photoTypes.includes(photo.type)) {
        // One at a time: the newest share replaces one never used.
        const cache = await caches.open(sharedPhotoCache)
        await cache.put(
          sharedPhotoAddress,
          new Response(photo, {
            headers: {
              'Content-Type': photo.type,
              'X-File-Name': encodeURIComponent(photo.name || 'photo'),
              'X-Shared-At': String(Date.now()),
            },
          }),
        )
        return Response.redirect(to('/share'), 303)
      }
      // Words only: the forum, with a new post filled in, as the GET share target did.
      return Response.redirect(to('/community'), 303)
    })(),
  )
})
