import { Workbox } from 'workbox-window'
import { builtFile, workerScope } from '#core/locale'
import { getLocale } from '#i18n/runtime'
import { buildId } from './build-id'
import { cacheNames } from './cache-names'
import { forgetPageCopies } from './private-caches'

/** Called when a new build has installed and waits; `reload` switches every tab to it. */
export type OnUpdateReady = (reload: () => void) => void

const hourMs = 60 * 60 * 1000

/**
 * Prompt-mode updates (vite.config.ts `registerType: 'prompt'`): a new build installs beside the
 * running one and waits; the user is asked, and accepting tells it to take over. Every tab this
 * worker controlled reloads when it does, so none keeps running the old shell, whose files the
 * new worker has just removed from the cache.
 */
export function watchServiceWorker(onUpdateReady: OnUpdateReady) {
  const container = navigator.serviceWorker
  // The page's language's own worker (decision 078): sw.js for English pages, sw.es.js for `/es`.
  const locale = getLocale()
  const workbox = new Workbox(builtFile('sw.js', locale), { scope: workerScope[locale] })
  // The first worker also claims the page; that is not an update and needs no reload.
  let controlled = container.controller !== null
  container.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload()
    controlled = true
  })

  const reload = () => {
    workbox.messageSkipWaiting()
    // Should the waiting worker be gone (another tab already switched), reload anyway.
    setTimeout(() => window.location.reload(), 3000)
  }
  workbox.addEventListener('waiting', () => onUpdateReady(reload))

  void workbox.register().then(
    (registration) => {
      if (!registration) return
      // An earlier deploy's copies of pages: their scripts have left the cache with it.
      void forgetPageCopies(cacheNames.pages(buildId))
      // Long-lived tabs learn of a deploy when they come back to the foreground, or hourly.
      const check = () => {
        if (document.visibilityState !== 'visible' || !navigator.onLine) return
        if (registration.waiting) onUpdateReady(reload)
        else void registration.update().catch(() => undefined)
      }
      document.addEventListener('visibilitychange', check)
      setInterval(check, hourMs)
    },
    () => undefined,
  )
}
