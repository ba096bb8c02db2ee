import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { headingH1 } from '~/components/ui/typography'
import { PageSection } from './page-section'

/** A page of one short task (a link's confirmation, a small form): a narrow column under its h1. */
export function NarrowPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageSection>
      <div className={css({ maxW: 'md', mx: 'auto', display: 'grid', gap: '5' })}>
        <h1 className={headingH1}>{title}</h1>
        {children}
      </div>
    </PageSection>
  )
}
