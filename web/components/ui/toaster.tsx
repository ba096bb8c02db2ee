import { type ComponentType, useEffect, useState } from 'react'

type ToastType = 'success' | 'error' | 'info' | 'loading'

export interface ToastOptions {
  title?: string
  description?: string
  type?: ToastType
  /** Milliseconds; `Infinity` keeps it until the user acts or a newer toast replaces it. */
  duration?: number
  /** A button in the toast: runs `onClick`, then dismisses the toast. */
  action?: { label: string; onClick: () => void }
}

type ToastModule = typeof import('./toast-region')

// The toast machine and its region load with the first toast, keeping them off the first
// page load; `toaster.create` waits for them, so no toast is lost.
let loading: Promise<ToastModule> | undefined
const onLoaded = new Set<(module: ToastModule) => void>()

function load() {
  loading ??= import('./toast-region').then(
    (module) => {
      for (const listener of onLoaded) listener(module)
      return module
    },
    (error: unknown) => {
      // Offline before the service worker cached it: the next toast tries again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * `toaster.create({ title, description, type: 'success' | 'error' | 'info' })` from anywhere.
 * One toast at a time: a new toast replaces the visible one instead of queueing behind it.
 */
export const toaster = {
  create(options: ToastOptions) {
    load().then(
      ({ store }) => {
        store.dismiss()
        store.create(options)
      },
      () => undefined,
    )
  },
  dismiss(id?: string) {
    loading?.then(
      ({ store }) => store.dismiss(id),
      () => undefined,
    )
  },
}

/** Mount once, in the root layout. F8 moves focus to the notification region. */
export function Toaster() {
  const [Region, setRegion] = useState<ComponentType | null>(null)
  useEffect(() => {
    const show = (module: ToastModule) => setRegion(() => module.default)
    onLoaded.add(show)
    loading?.then(show, () => undefined)
    return () => {
      onLoaded.delete(show)
    }
  }, [])
  return Region ? <Region /> : null
}
