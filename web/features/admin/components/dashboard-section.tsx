import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

interface DashboardSectionProps {
  /** The h2's id, which labels the section. */
  titleId: string
  title: ReactNode
  children: ReactNode
}

/** One tool on the admin dashboard: a section named by its h2. */
export function DashboardSection({ titleId, title, children }: DashboardSectionProps) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={css({ textStyle: 'h2', mb: '5' })}>
        {title}
      </h2>
      {children}
    </section>
  )
}
