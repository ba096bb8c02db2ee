import { useEffect, useRef, useState } from 'react'
import { revealStep } from '~/lib/reveal-step'

/** What the account step at the top of /checkout shows to a signed-out visitor. */
export type AccountView = 'choose' | 'login' | 'register'

/**
 * The account step's state (decision 055): which form is open, whether Complete Checkout asked
 * for it ("Login required"), and bringing its heading into view with focus when it opens or the
 * visitor has just signed in. After a sign-in that Complete Checkout asked for, `continueAfter`
 * is true once: the checkout carries on by itself.
 */
export function useAccountStep() {
  const [view, setView] = useState<AccountView>('choose')
  const [required, setRequired] = useState(false)
  const [reveals, setReveals] = useState(0)
  const [continueAfter, setContinueAfter] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // After the render that shows the step as asked: its heading may be a new element.
  useEffect(() => {
    if (reveals > 0) revealStep(headingRef.current)
  }, [reveals])

  return {
    view,
    required,
    headingRef,
    continueAfter,
    /** Opens a form in place of the choice, its heading in view and focused. */
    open(next: AccountView) {
      setView(next)
      setReveals((count) => count + 1)
    },
    /** Another tab: focus stays on the tabs. */
    switchTo: setView,
    /** Complete Checkout while signed out: the log-in form, said to be required, in view. */
    require() {
      setRequired(true)
      setView((current) => (current === 'choose' ? 'login' : current))
      setReveals((count) => count + 1)
    },
    /** Signed in here: the step says so in view, and a required sign-in continues the checkout. */
    signedIn() {
      setReveals((count) => count + 1)
      if (required) setContinueAfter(true)
      setRequired(false)
    },
    /** The checkout has carried on. */
    continued() {
      setContinueAfter(false)
    },
  }
}

export type AccountStepState = ReturnType<typeof useAccountStep>
