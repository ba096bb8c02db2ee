import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { localeOfPath, locales } from '#core/locale'
import { overwriteGetLocale } from '#i18n/runtime'
import { showUpdatePrompt } from './components/offline/update-prompt'
import { syncCartAcrossTabs } from './entities/cart/sync-cart-across-tabs'
import { cacheNames } from './lib/offline/cache-names'
import { followCacheUpdates } from './lib/offline/cache-updates'
import { captureInstallPrompt } from './lib/offline/install-prompt'
import { refreshPageCopyData } from './lib/offline/page-copy'
import { registerServiceWorker } from './lib/offline/service-worker'
import { pageLive } from './lib/page-live'
import { trackPreviousPage } from './lib/previous-page'
import { queryClient } from './lib/query-client'
import { syncOnlineStatus } from './lib/use-online-status'
import { createAppRouter } from './router'
import './index.css'

// The page speaks its address's language for its whole life: another language is another page.
const locale = localeOfPath(window.location.pathname)
overwriteGetLocale(() => locale)
syncCartAcrossTabs()
captureInstallPrompt()
syncOnlineStatus()
followCacheUpdates(queryClient)

declare global {
  interface Window {
    /** TanStack Router's data from a server-rendered page; absent from the offline shell. */
    $_TSR?: unknown
  }
}

// The saved catalogue and the queued mutations (lib/offline/persistence, a chunk of its own);
// mutations queued by an earlier page are resumed as soon as their registry has loaded.
const registerQueue = () => import('./queued-mutations').then((m) => m.registerQueue(queryClient))
const startPersistence = () =>
  import('./lib/offline/persistence').then((m) => m.startPersistence(queryClient, registerQueue))

// The browser runs every module of the first load in one task; the router and the render start
// in the next, so that a phone's main thread is never held for both at once (decision 066). (A
// timeout, not a top-level await: that would make every module of the app an async one, each
// route's options a file of its own.)
setTimeout(start)

function start() {
  const router = createAppRouter(queryClient, locale)
  trackPreviousPage(router)
  if (window.$_TSR) {
    // A page the server rendered (decision 043): hydrate it at once with the server's data, as a
    // transition so that React yields to the browser between components instead of holding the
    // main thread throughout. The saved catalogue, older than the page, is restored once it is live
    // (decision 066).
    // A copy the service worker kept at an earlier visit reads its data again (decision 070).
    refreshPageCopyData(queryClient, pageLive)
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      )
    })
    void pageLive.then(startPersistence).finally(() => {
      registerServiceWorker(showUpdatePrompt)
      refreshSavedLibrary()
    })
  } else {
    // The service worker's offline shell (and the dev server's page): rendered in the browser,
    // from the saved catalogue, so it is restored first.
    void startPersistence().finally(() => {
      createRoot(document).render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      )
      registerServiceWorker(showUpdatePrompt)
      refreshSavedLibrary()
    })
  }
}

/**
 * Resources saved for offline reading brought up to date as the app opens (decision 093): once
 * per app session (a tab's sessionStorage), not at every full page load — a weak connection pays
 * for one round of conditional requests. The module loads only on a device that has saved some,
 * and only online.
 */
function refreshSavedLibrary() {
  if (typeof caches === 'undefined' || !navigator.onLine) return
  const mark = 'saved-library-refreshed'
  try {
    if (sessionStorage.getItem(mark)) return
    sessionStorage.setItem(mark, '1')
  } catch {
    // Storage refused (a private window's quota): refresh, as without the mark.
  }
  void caches
    .has(cacheNames.savedLibrary)
    .then(async (saved) => {
      if (!saved) return
      const library = await import('./lib/offline/saved-library')
      await library.refreshSavedResources(locales)
      // A library saved before the app could refresh it in the background asks for it now.
      await library.refreshInBackground()
    })
    .catch(() => undefined)
}
