import { css } from 'styled-system/css'
import { container } from 'styled-system/patterns'

export const aboutSection = container({ maxW: '6xl', py: { base: '12', md: '16' } })
export const aboutTitle = css({ textStyle: 'h2', mb: '4' })
export const aboutLead = css({ textStyle: 'lead', color: 'fg.muted', maxW: '3xl' })
export const aboutCard = css({
  bg: 'bg.surface',
  rounded: 'xl',
  p: '6',
  borderWidth: '1px',
  borderColor: 'border',
  boxShadow: 'sm',
})
