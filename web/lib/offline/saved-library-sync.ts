import { locales } from '#core/locale'
import { refreshSavedResources, savedLibrarySyncTag } from './saved-library'

// The saved library's refresh in the service worker (issue 36, decisions 093 and 099): where the
// browser lets the installed app sync in the background (Periodic Background Sync, installed
// Chromium), saved guides are brought up to date while the app is closed, by the very code the
// page runs when it opens. Built on its own into /saved-library-sync.js, a classic script the
// generated worker imports (scripts/vite-worker-script.ts, vite.config.ts `importScripts`).

interface PeriodicSyncEvent extends Event {
  tag: string
  waitUntil(promise: Promise<unknown>): void
}

declare const self: {
  addEventListener(type: 'periodicsync', listener: (event: PeriodicSyncEvent) => void): void
}

self.addEventListener('periodicsync', (event) => {
  if (event.tag === savedLibrarySyncTag) event.waitUntil(refreshSavedResources(locales))
})
