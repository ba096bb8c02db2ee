import type { ReactNode } from 'react'
import { section } from 'styled-system/recipes'

/** A centred, padded column for a page's content. */
export function PageSection({ children }: { children: ReactNode }) {
  return (
    <div className={section({ width: '7xl', spacing: 'md', gutter: 'chrome' })}>{children}</div>
  )
}
