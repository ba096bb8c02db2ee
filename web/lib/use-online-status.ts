import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange)
const isOnline = () => onlineManager.isOnline()

/**
 * Whether the browser is online, as TanStack Query sees it: the same signal that pauses and
 * resumes queued mutations, so what the page says and what it does never disagree.
 */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/**
 * TanStack Query assumes "online" until an `offline` event; a page loaded without a network
 * must start offline, or it would try queued mutations and show the wrong state.
 */
export function syncOnlineStatus() {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
}
