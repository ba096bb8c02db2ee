import { cartStorageKey, useCartStore } from './cart-store'

/**
 * Another tab writing the cart fires `storage` here; rehydrating keeps this tab's badge and
 * checkout in step. Returns the unsubscribe function.
 */
export function syncCartAcrossTabs(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === cartStorageKey || event.key === null) void useCartStore.persist.rehydrate()
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}
