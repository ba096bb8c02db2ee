import type { HTMLAttributes } from 'react'
import { css } from 'styled-system/css'

const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
})

/** The dashboard's cards, one to three a row: a `ul` of them, or a `div` of their skeletons. */
export function CardGrid({
  as: Element = 'ul',
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'ul' | 'div' }) {
  return <Element {...props} className={grid} />
}
