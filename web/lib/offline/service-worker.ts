import type { OnUpdateReady } from './service-worker-updates'

/**
 * A first visit gains nothing from the worker in its first seconds, while installing it
 * downloads the whole app shell (about 110 files); it waits until the page has loaded, settled
 * and the browser is idle, so it never competes with the first page (docs/decisions/022).
 */
const afterLoadMs = 3000

/**
 * Registers the service worker (production builds only: `npm run dev` has none). workbox-window
 * comes in its own chunk, loaded then.
 */
export function registerServiceWorker(onUpdateReady: OnUpdateReady) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const start = () => {
    // Offline, neither the chunk nor sw.js can be fetched: try again once back online.
    if (!navigator.onLine) return window.addEventListener('online', start, { once: true })
    import('./service-worker-updates').then(
      ({ watchServiceWorker }) => watchServiceWorker(onUpdateReady),
      () => window.addEventListener('online', start, { once: true }),
    )
  }
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 })
      else start()
    }, afterLoadMs)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}
