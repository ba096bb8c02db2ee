import type { HTMLAttributes } from 'react'
import { css } from 'styled-system/css'

const grid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  // A card grows to its row's height and its Edit and Remove buttons follow it inside the item:
  // a card as tall as the item pushed them into the next row, under its cards.
  '& > li': { display: 'flex', flexDirection: 'column' },
  '& > li > :first-child': { flexGrow: '1', height: 'auto' },
})

/**
 * The dashboard's cards, one to three a row, each with its actions under it: a `ul` of them, or
 * a `div` of their skeletons.
 */
export function CardGrid({
  as: Element = 'ul',
  ...props
}: HTMLAttributes<HTMLElement> & { as?: 'ul' | 'div' }) {
  return <Element {...props} className={grid} />
}
