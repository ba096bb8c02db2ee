import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'

// The page's scroll padding keeps it clear of the header; this is the breathing room above it.
const stepHeading = css({ scrollMarginTop: '4', outline: 'none' })

/**
 * The h2 of a step that appears in place of another (a payment form, signing in): focusable by
 * script only, and scrolled to clear of the sticky header (`useRevealStep`, web/lib/reveal-step).
 */
export function StepHeading({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 tabIndex={-1} className={cx(stepHeading, className)} {...props} />
}
