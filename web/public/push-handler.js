// Web Push in the service worker (issue 36, decisions 095 and 096), imported by the generated
// worker (vite.config.ts `importScripts`): shows what the server sent and opens its page.
// Plain JavaScript the worker loads as it is; kept tiny, with no imports.

/** The server's payload (api/push/delivery.ts `PushPayload`), or null when it is not one. */
function noticeOf(event) {
  try {
    const notice = event.data?.json()
    return notice && typeof notice.title === 'string' && typeof notice.url === 'string'
      ? notice
      : null
  } catch {
    return null
  }
}

self.addEventListener('push', (event) => {
  const notice = noticeOf(event)
  if (!notice) return
  // The tag is the notice's: a copy sent again after a crash replaces the first, never doubles.
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: '/icons/icon-192.png',
      data: { url: notice.url },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  // Only a page of this site: the address came from the server, but a worker never opens others.
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin)
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((client) => new URL(client.url).origin === target.origin)
      if (open) {
        await open.focus()
        await open.navigate(target.href)
      } else {
        await self.clients.openWindow(target.href)
      }
    })(),
  )
})
