import type { ReactNode } from 'react'
import { cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'

/** The raised card a page's main form sits on, named by its heading. */
export function FormPanel(props: {
  labelledBy: string
  /** Layout only: width, grid gap. */
  className?: string
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={props.labelledBy}
      className={cx(panel({ size: '3xl', elevation: 'floating' }), props.className)}
    >
      {props.children}
    </section>
  )
}
