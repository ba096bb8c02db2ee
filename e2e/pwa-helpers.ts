import type { BrowserContext, Locator, Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'

/**
 * Waits until the service worker is active and controls the page (it registers a few seconds
 * after load, then claims the open page). Requests made before that did not pass through it:
 * reload for the page's own requests to land in its caches.
 */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    )
  })
}

/** Whether an <img> has loaded (from the network or a cache) rather than showing as broken. */
export function imageLoaded(image: Locator) {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement
    return img.complete && img.naturalWidth > 0
  })
}

/**
 * How many queued writes the page has saved to send later (web/lib/offline/persistence.ts,
 * `persistedStores.mutations`). Zero once every write made or resumed has been answered: wait for
 * that, rather than for a while, before asserting nothing more goes out.
 */
export function savedQueuedWrites(page: Page) {
  return page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('brightminds-queued-mutations') ?? 'null') as {
      clientState?: { mutations?: unknown[] }
    } | null
    return saved?.clientState?.mutations?.length ?? 0
  })
}

/**
 * The service worker's copy of the signed-out page at `path` (decision 070), as the document it
 * would open, or null when it keeps none.
 */
export function pageCopy(page: Page, path: string) {
  return page.evaluate(async (address) => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('pages-')) continue
      const copy = await (await caches.open(name)).match(address)
      if (copy) return copy.text()
    }
    return null
  }, path)
}

/** Every page copy the service worker keeps, by address. */
export function pageCopies(page: Page) {
  return page.evaluate(async () => {
    const copies: Record<string, string> = {}
    for (const name of await caches.keys()) {
      if (!name.startsWith('pages-')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        copies[new URL(request.url).pathname] = await (await cache.match(request))!.text()
      }
    }
    return copies
  })
}

/**
 * Shares into the installed app as a phone's share sheet does (the manifest's share target,
 * decision 098): a POST of `multipart/form-data` to `action` that navigates the page, with an
 * optional photo. The page must be controlled by the service worker, which answers it.
 */
export async function shareIntoApp(
  page: Page,
  action: string,
  words: Record<string, string>,
  photo?: { name: string; type: string; bytes: number[] },
) {
  await page.evaluate(
    ({ action, words, photo }) => {
      const form = document.createElement('form')
      form.method = 'post'
      form.enctype = 'multipart/form-data'
      form.action = action
      for (const [name, value] of Object.entries(words)) {
        const field = document.createElement('input')
        field.name = name
        field.value = value
        form.append(field)
      }
      if (photo) {
        const field = document.createElement('input')
        field.type = 'file'
        field.name = 'photo'
        const files = new DataTransfer()
        files.items.add(new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }))
        field.files = files.files
        form.append(field)
      }
      form.hidden = true
      document.body.append(form)
      form.submit()
    },
    { action, words, photo },
  )
}

/**
 * A new member, signed in on the home page under the service worker, then offline: the installed
 * app on a phone that lost its connection. The test must declare `goesOffline()`.
 */
export async function memberGoesOffline(page: Page, context: BrowserContext) {
  await registerAccount(page.request)
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
}

/**
 * A DevTools session on the page's service worker, and the worker's registration id: what
 * Chromium's events for it need (a push, a periodic sync), which no test can cause otherwise.
 */
export async function serviceWorkerSession(page: Page, context: BrowserContext, origin: string) {
  const cdp = await context.newCDPSession(page)
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL === `${origin}/`)
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  return { cdp, registrationId: await registration }
}
