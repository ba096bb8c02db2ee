import { defineRecipe } from '@pandacss/dev'

/**
 * A page band's centred content column: how wide it runs and how much room it leaves above and
 * below. Layout inside it (grid, gap, alignment) stays with the caller.
 */
export const section = defineRecipe({
  className: 'section',
  base: { position: 'relative', mx: 'auto' },
  variants: {
    width: {
      '2xl': { maxW: '2xl' },
      '3xl': { maxW: '3xl' },
      '4xl': { maxW: '4xl' },
      '5xl': { maxW: '5xl' },
      '6xl': { maxW: '6xl' },
      '7xl': { maxW: '7xl' },
    },
    spacing: {
      sm: { py: { base: '10', md: '14' } },
      md: { py: { base: '10', md: '16' } },
      lg: { py: { base: '12', md: '16' } },
      xl: { py: { base: '12', md: '20' } },
      '2xl': { py: { base: '14', md: '20' } },
      '3xl': { py: { base: '14', md: '24' } },
    },
    /** `chrome` lines a page's content up with the header and footer rows. */
    gutter: {
      content: { px: { base: '4', md: '6', lg: '8' } },
      chrome: { px: { base: '4', md: '6' } },
    },
  },
  defaultVariants: { width: '6xl', spacing: 'lg', gutter: 'content' },
})
