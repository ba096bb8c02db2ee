import { defineRecipe } from '@pandacss/dev'

/**
 * A white surface with a hairline border: tiles in a list, the card a form or receipt sits on.
 * `size` sets the radius and padding together; `elevation` the shadow.
 */
export const panel = defineRecipe({
  className: 'panel',
  base: { bg: 'bg.surface', borderWidth: '1px', borderColor: 'border' },
  variants: {
    size: {
      xs: { rounded: 'xl', p: '4' },
      sm: { rounded: 'xl', p: '5' },
      md: { rounded: 'xl', p: { base: '5', md: '6' } },
      lg: { rounded: 'xl', p: '6' },
      xl: { rounded: 'xl', p: '7' },
      '2xl': { rounded: '2xl', p: { base: '6', md: '8' } },
      '3xl': { rounded: '2xl', p: { base: '6', md: '10' } },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: 'sm' },
      floating: { boxShadow: 'md' },
      lifted: { boxShadow: 'lg' },
    },
    /** `thick` doubles the hairline (a card that can be singled out by its border colour). */
    border: {
      hairline: {},
      thick: { borderWidth: '2px' },
    },
    /** A borderless tinted box beside the white ones: `muted` grey (a sidebar), `secondary` teal. */
    tone: {
      surface: {},
      muted: { bg: 'bg.muted', borderWidth: '0' },
      secondary: { bg: 'secondary.subtle', borderWidth: '0' },
    },
    /**
     * A thick coloured edge: `start` replaces the border with a secondary stripe on the left;
     * `top` thickens the top border (colour it with `borderTopColor`).
     */
    accent: {
      none: {},
      start: { borderWidth: '0', borderLeftWidth: '6px', borderLeftColor: 'secondary.solid' },
      top: { borderTopWidth: '6px' },
    },
  },
  defaultVariants: {
    size: 'lg',
    elevation: 'flat',
    border: 'hairline',
    tone: 'surface',
    accent: 'none',
  },
})
