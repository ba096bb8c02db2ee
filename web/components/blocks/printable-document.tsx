import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { panel, section } from 'styled-system/recipes'

/** A document a donor prints (a receipt, a giving statement): a panel on screen, bare on paper. */
export function PrintableDocument({ children }: { children: ReactNode }) {
  return (
    <div className={section({ width: '3xl', spacing: 'md' })}>
      <article
        className={cx(
          panel({ size: '3xl' }),
          css({ display: 'grid', gap: '6', '@media print': { borderWidth: '0', p: '0' } }),
        )}
      >
        {children}
      </article>
    </div>
  )
}
