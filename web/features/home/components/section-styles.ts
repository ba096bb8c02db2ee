import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'

/** Shared rhythm of the home page's sections. */
export const homeSection = container({ maxW: '6xl', py: { base: '14', md: '20' } })

export const sectionHeader = css({
  display: 'grid',
  gap: '3',
  textAlign: 'center',
  maxW: '2xl',
  mx: 'auto',
  mb: { base: '8', md: '12' },
})

export const eyebrow = css({
  fontSize: 'sm',
  fontWeight: '800',
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'secondary.fg',
})

export const sectionTitle = css({ textStyle: 'h2' })

export const sectionLead = css({ textStyle: 'lead', color: 'fg.muted' })
