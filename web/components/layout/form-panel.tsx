import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

const panel = css({
  bg: 'bg.surface',
  rounded: '2xl',
  p: { base: '6', md: '10' },
  borderWidth: '1px',
  borderColor: 'border',
  boxShadow: 'md',
})

/** The raised card a page's main form sits on, named by its heading. */
export function FormPanel(props: {
  labelledBy: string
  /** Layout only: width, grid gap. */
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={props.labelledBy} className={cx(panel, props.className)}>
      {props.children}
    </section>
  )
}
