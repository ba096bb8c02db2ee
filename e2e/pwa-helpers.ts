import type { Locator, Page } from '@playwright/test'

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
