import { defineRecipe } from '@pandacss/dev'

/** A full-width background behind one or more sections: a muted stripe or a soft gradient. */
export const band = defineRecipe({
  className: 'band',
  base: {},
  variants: {
    tone: {
      muted: { bg: 'bg.muted' },
      primary: { bg: 'primary.subtle' },
      grape: { bg: 'grape.subtle' },
      /** Solid teal with white text: the one loud band on a page. */
      secondary: { bg: 'secondary.hover', color: 'white', '--focus-ring': 'white' },
      dawn: { bgGradient: 'to-br', gradientFrom: 'primary.subtle', gradientTo: 'accent.subtle' },
      sky: { bgGradient: 'to-br', gradientFrom: 'secondary.subtle', gradientTo: 'accent.subtle' },
      meadow: {
        bgGradient: 'to-br',
        gradientFrom: 'secondary.subtle',
        gradientTo: 'primary.subtle',
      },
      sunrise: {
        bgGradient: 'to-br',
        gradientFrom: 'primary.subtle',
        gradientTo: 'secondary.subtle',
      },
      dusk: { bgGradient: 'to-br', gradientFrom: 'grape.subtle', gradientTo: 'primary.subtle' },
    },
    /** A hairline between this band and its neighbour. */
    divider: {
      none: {},
      top: { borderTopWidth: '1px', borderColor: 'border' },
      bottom: { borderBottomWidth: '1px', borderColor: 'border' },
    },
  },
  defaultVariants: { tone: 'muted', divider: 'none' },
})
