import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'

// Clear of the sticky header: 65 px below xl, 101 px with the utility bar above it.
const stepHeading = css({ scrollMarginTop: { base: '24', xl: '32' }, outline: 'none' })

/**
 * The h2 of a step that appears in place of another (a payment form, signing in): focusable by
 * script only, and scrolled to clear of the sticky header (`useRevealStep`, web/lib/reveal-step).
 */
export function StepHeading({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 tabIndex={-1} className={cx(stepHeading, className)} {...props} />
}
