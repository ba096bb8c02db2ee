import { type ComponentProps, createContext, type ReactNode, useContext } from 'react'
import { css } from 'styled-system/css'

/** True inside a back-office page made of one section: its title is then the page's h1. */
export const LeadSection = createContext(false)

interface DashboardSectionProps {
  /** The heading's id, which labels the section. */
  titleId: string
  title: ReactNode
  children: ReactNode
}

/**
 * A heading inside a section: one level below the section's own (an h2 under a page's lone
 * section, whose title is the h1; an h3 otherwise), so no level is skipped.
 */
export function SectionSubheading(props: ComponentProps<'h3'>) {
  const Heading = useContext(LeadSection) ? 'h2' : 'h3'
  return <Heading {...props} />
}

/** One tool of the back office: a section named by its heading (the page's h1 when alone). */
export function DashboardSection({ titleId, title, children }: DashboardSectionProps) {
  const Heading = useContext(LeadSection) ? 'h1' : 'h2'
  return (
    <section aria-labelledby={titleId}>
      <Heading id={titleId} className={css({ textStyle: Heading === 'h1' ? 'h1' : 'h2', mb: '5' })}>
        {title}
      </Heading>
      {children}
    </section>
  )
}

/** One record in a section's list (a reported post, a privacy request): a bordered card. */
export const recordCard = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'lg',
})

/** A record's first line: its badges and name side by side, wrapping on a phone. */
export const recordLine = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })
