import { defineRecipe } from '@pandacss/dev'

/**
 * Buttons, and links styled as buttons (`ButtonLink`). Tone picks the colour palette. A label
 * longer than the room it has (a long language, a narrow phone) runs to a second line and the
 * button grows taller, never wider than its container (decision 080); a size is a minimum height.
 */
export const button = defineRecipe({
  className: 'button',
  jsx: ['Button', 'ButtonLink', 'IconButton'],
  base: {
    colorPalette: 'primary',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontWeight: '700',
    lineHeight: '1.2',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    textDecoration: 'none',
    textAlign: 'center',
    maxW: 'full',
    userSelect: 'none',
    transitionProperty: 'background, border-color, color, box-shadow, transform',
    transitionDuration: 'fast',
    _active: { transform: 'translateY(1px)' },
    _disabled: { opacity: '0.55', cursor: 'not-allowed', _active: { transform: 'none' } },
    '& svg': { width: '1.2em', height: '1.2em', flexShrink: '0' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        boxShadow: 'sm',
        _hover: { bg: 'colorPalette.hover', _disabled: { bg: 'colorPalette.solid' } },
      },
      outline: {
        bg: 'bg.surface',
        color: 'colorPalette.fg',
        borderColor: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.subtle' },
      },
      subtle: {
        bg: 'colorPalette.subtleHover',
        color: 'colorPalette.fg',
        _hover: { bg: 'colorPalette.border' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        _hover: { bg: 'colorPalette.subtle', color: 'colorPalette.fg' },
      },
      link: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        borderWidth: '0',
        px: '0!',
        py: '0!',
        minH: 'auto!',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        _hover: { textDecorationThickness: '2px' },
      },
    },
    tone: {
      primary: { colorPalette: 'primary' },
      secondary: { colorPalette: 'secondary' },
      accent: { colorPalette: 'accent' },
      grape: { colorPalette: 'grape' },
      neutral: { colorPalette: 'neutral' },
      danger: { colorPalette: 'danger' },
    },
    size: {
      sm: { minH: '9', minW: '9', px: '3.5', py: '1', fontSize: 'sm' },
      md: { minH: '11', minW: '11', px: '5', py: '1.5', fontSize: 'md' },
      lg: { minH: '12', minW: '12', px: '7', py: '2', fontSize: 'lg' },
      icon: { h: '11', w: '11', px: '0', fontSize: 'md' },
    },
    fullWidth: { true: { w: 'full' } },
  },
  defaultVariants: { variant: 'solid', tone: 'primary', size: 'md' },
})
