import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useEffect, useRef } from 'react'

/**
 * After a client-side navigation, focus moves to the new page's `<main>`, so a screen reader
 * starts there; the first render (a page just loaded) leaves focus where the browser put it.
 */
export function useFocusMainOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const firstRender = useRef(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    mainRef.current?.focus({ preventScroll: true })
  }, [pathname])
}
