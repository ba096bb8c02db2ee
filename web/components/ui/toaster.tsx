import { createToaster } from '@ark-ui/react/toast'
import { lazy, Suspense, useEffect, useState } from 'react'
import { toastDurationMs } from '../../../core/constants'

const store = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: toastDurationMs,
  hotkey: ['F8'],
  // The spec keeps a dismissed toast for 1,000,000 ms; with one toast at a time that would
  // block the next one, so it is removed once its exit transition ends.
  removeDelay: 200,
  gap: 12,
})

export type ToasterStore = typeof store

type ToastOptions = Parameters<typeof store.create>[0] & {
  type?: 'success' | 'error' | 'info' | 'loading'
}

/**
 * `toaster.create({ title, description, type: 'success' | 'error' | 'info' })` from anywhere.
 * One toast at a time: a new toast replaces the visible one instead of queueing behind it.
 */
export const toaster = {
  create(options: ToastOptions) {
    store.dismiss()
    return store.create(options)
  },
  dismiss: (id?: string) => store.dismiss(id),
}

// The region's code loads with the first toast, keeping it off the first page load;
// the store keeps that toast until the region mounts and shows it.
const ToastRegion = lazy(() => import('./toast-region'))

/** Mount once, in the root layout. F8 moves focus to the notification region. */
export function Toaster() {
  const [needed, setNeeded] = useState(() => store.getVisibleToasts().length > 0)
  useEffect(() => {
    if (needed) return
    return store.subscribe(() => setNeeded(true))
  }, [needed])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToastRegion store={store} />
    </Suspense>
  )
}
