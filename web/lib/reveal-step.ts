import { useEffect, useRef } from 'react'

const visitorScrolls = ['wheel', 'touchstart', 'keydown'] as const

/**
 * A step that replaced what the visitor just pressed (the card form after "Donate $50.00"): its
 * heading is brought to the top of the screen and focused, so nobody is left looking at where
 * the button was and a screen reader reads on from the new step. The heading needs
 * `tabIndex={-1}` and a scroll margin clear of the sticky header (`StepHeading`); the scroll is
 * smooth unless the visitor asked for reduced motion.
 */
export function revealStep(heading: HTMLElement | null) {
  if (!heading) return
  // What loads into the step below its heading (the card form in place of its spinner) must not
  // move the page: the browser's scroll anchoring would keep something lower on the screen in
  // place and push the heading up under the header. It resumes once the visitor scrolls. (Chrome
  // reads the page's setting from the body, the specification from the root: both.)
  const roots = [document.documentElement, document.body]
  for (const root of roots) root.style.overflowAnchor = 'none'
  const resume = () => {
    for (const root of roots) root.style.removeProperty('overflow-anchor')
    for (const type of visitorScrolls) window.removeEventListener(type, resume)
  }
  for (const type of visitorScrolls) window.addEventListener(type, resume, { passive: true })
  heading.focus({ preventScroll: true })
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  heading.scrollIntoView({ block: 'start', behavior: reduced ? 'instant' : 'smooth' })
}

/**
 * `revealStep` for the heading in the returned ref each time `step` changes; with `onMount`, also
 * when it first appears (a step that is a screen of its own, reached by navigating).
 */
export function useRevealStep<Heading extends HTMLElement>(step: unknown, onMount = false) {
  const ref = useRef<Heading>(null)
  const mounted = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (mounted.current || onMount) revealStep(ref.current)
    mounted.current = true
  }, [step])
  return ref
}
