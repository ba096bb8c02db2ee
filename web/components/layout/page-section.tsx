import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** A centred, padded column for a page's content. */
export function PageSection({ children }: { children: ReactNode }) {
  return (
    <div
      className={css({
        maxW: '7xl',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '10', md: '16' },
      })}
    >
      {children}
    </div>
  )
}
