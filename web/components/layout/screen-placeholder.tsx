import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { PageSection } from './page-section'

interface ScreenPlaceholderProps {
  title: string
  /** One honest line about what is coming. */
  note: string
  children?: ReactNode
}

/** A routed screen whose content arrives in a later issue: its heading and a short note. */
export function ScreenPlaceholder({ title, note, children }: ScreenPlaceholderProps) {
  return (
    <PageSection>
      <div className={css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted' })}>{note}</p>
        {children}
      </div>
    </PageSection>
  )
}
