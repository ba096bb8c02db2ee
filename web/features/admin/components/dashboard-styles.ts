import { css } from 'styled-system/css'

export const sectionTitle = css({ textStyle: 'h2', mb: '5' })

export const cardGrid = css({
  display: 'grid',
  gap: '5',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
})
