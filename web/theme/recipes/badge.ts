import { defineRecipe } from '@pandacss/dev'

export const badge = defineRecipe({
  className: 'badge',
  jsx: ['Badge'],
  base: {
    colorPalette: 'primary',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: '700',
    borderRadius: 'full',
    whiteSpace: 'nowrap',
    lineHeight: '1',
  },
  variants: {
    variant: {
      solid: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
      subtle: { bg: 'colorPalette.subtleHover', color: 'colorPalette.fg' },
      outline: { borderWidth: '1px', borderColor: 'colorPalette.fg', color: 'colorPalette.fg' },
    },
    tone: {
      primary: { colorPalette: 'primary' },
      secondary: { colorPalette: 'secondary' },
      accent: { colorPalette: 'accent' },
      grape: { colorPalette: 'grape' },
      neutral: { colorPalette: 'neutral' },
      success: { colorPalette: 'success' },
      danger: { colorPalette: 'danger' },
    },
    size: {
      sm: { fontSize: 'xs', px: '2', py: '1' },
      md: { fontSize: 'sm', px: '2.5', py: '1.5' },
    },
  },
  defaultVariants: { variant: 'subtle', tone: 'primary', size: 'md' },
})
