import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether `query` matches now, following changes (rotating a phone, resizing a window). False on
 * the server and while hydrating: use it for what a client-rendered screen shows only at some
 * sizes, not for what the server renders.
 */
export function useMediaQuery(query: string) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
