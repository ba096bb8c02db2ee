import { useSyncExternalStore } from 'react'

/** Chromium's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let offer: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next
  for (const listener of listeners) listener()
}

/**
 * Keeps the browser's install offer for the Install button. Call at start-up: the event fires
 * once, early, and would be missed by a component mounted later.
 */
export function captureInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Our button asks instead of the browser's own mini-infobar.
    event.preventDefault()
    setOffer(event as BeforeInstallPromptEvent)
  })
  target.addEventListener('appinstalled', () => setOffer(null))
}

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
  }
}

/** Whether the browser offers installing the app, and the action that asks the user. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  )
  async function install() {
    const current = offer
    if (!current) return
    // An offer can be shown once; the browser sends a new one if it still applies.
    setOffer(null)
    await current.prompt()
    await current.userChoice
  }
  return { available, install }
}
