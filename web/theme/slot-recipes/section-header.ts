import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A section's heading block: an optional eyebrow, the h2 and a lead paragraph.
 * `center` sits above a grid of cards (the home page); `start` opens a left-aligned section.
 */
export const sectionHeader = defineSlotRecipe({
  className: 'section-header',
  slots: ['root', 'eyebrow', 'title', 'lead'],
  base: {
    eyebrow: {
      fontSize: 'sm',
      fontWeight: '800',
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
      color: 'secondary.fg',
    },
    title: { textStyle: 'h2' },
    lead: { textStyle: 'lead', color: 'fg.muted' },
  },
  variants: {
    align: {
      center: {
        root: {
          display: 'grid',
          gap: '3',
          textAlign: 'center',
          maxW: '2xl',
          mx: 'auto',
          mb: { base: '8', md: '12' },
        },
      },
      start: { title: { mb: '4' }, lead: { maxW: '3xl' } },
    },
  },
  defaultVariants: { align: 'center' },
})
