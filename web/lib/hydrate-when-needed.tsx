import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react'

/** The events that say a visitor is about to reach below the first screen. */
const firstInteractions = ['scroll', 'keydown', 'pointerdown', 'touchstart'] as const

/**
 * A part of a server-rendered page below its first screen whose code is not part of the page's
 * first load (decision 046). The server renders it whole; the browser keeps that HTML as it is
 * while the page's own code loads and hydrates, and loads the part's code and hydrates it
 * afterwards: once the page has loaded and the browser is idle, or sooner if the visitor heads
 * its way (it comes within a screen of the viewport, or they scroll, press a key or touch the
 * page). Rendered in the browser (a later visit to the page), it loads at once.
 *
 * `load` names the module (`() => import('./x').then((m) => m.X)`). The part takes no props, so
 * that nothing the page does before it hydrates can reach it: an update reaching a part still
 * waiting for its code would make React drop the server's HTML and render it afresh.
 * Its wrapper (a `div` with `className`, marked `data-deferred`) carries `data-live` once the
 * part has hydrated. Should its code fail to load (the connection dropped before the service
 * worker kept it), the server's HTML stays as it is and the load is tried again once online.
 */
export function hydrateWhenNeeded(
  load: () => Promise<ComponentType>,
  { className }: { className?: string } = {},
) {
  let release!: () => void
  const needed = new Promise<void>((resolve) => {
    release = resolve
  })
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await needed
    const Loaded = await loadWhenOnline(load)
    return {
      default: function LivePart({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
        useEffect(() => {
          if (wrapper.current) wrapper.current.dataset.live = ''
        }, [wrapper])
        return <Loaded />
      },
    }
  })

  return memo(function DeferredPart() {
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = ref.current
      // Nothing from the server to keep (the page was rendered in the browser): load now.
      if (!element || element.childElementCount === 0) {
        release()
        return
      }
      const stopWaiting = whenNeeded(element, release)
      return () => {
        stopWaiting()
        // Leaving the page before it was needed: a later visit renders it in the browser.
        release()
      }
    }, [])
    return (
      <div ref={ref} className={className} data-deferred="">
        <Suspense>
          <Part wrapper={ref} />
        </Suspense>
      </div>
    )
  })
}

/** Calls `then` once, at the first sign `element` is needed; returns what stops the waiting. */
function whenNeeded(element: Element, then: () => void) {
  let done = false
  const cleanups: (() => void)[] = []
  const stop = () => {
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  const fire = () => {
    if (done) return
    done = true
    stop()
    then()
  }

  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire()
    },
    { rootMargin: '100% 0px' },
  )
  observer.observe(element)
  cleanups.push(() => observer.disconnect())

  for (const event of firstInteractions) {
    window.addEventListener(event, fire, { passive: true })
    cleanups.push(() => window.removeEventListener(event, fire))
  }

  // Idle after load. (Safari has no requestIdleCallback: there, the next task after load.)
  const afterLoad = () => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(fire)
      cleanups.push(() => cancelIdleCallback(id))
    } else {
      const id = setTimeout(fire)
      cleanups.push(() => clearTimeout(id))
    }
  }
  if (document.readyState === 'complete') afterLoad()
  else {
    window.addEventListener('load', afterLoad, { once: true })
    cleanups.push(() => window.removeEventListener('load', afterLoad))
  }
  return stop
}

async function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await load()
    } catch (error) {
      if (import.meta.env.SSR) throw error
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }))
    }
  }
}
