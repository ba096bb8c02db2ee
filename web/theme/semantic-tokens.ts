import { defineSemanticTokens } from '@pandacss/dev'

/**
 * Every palette exposes the same keys so a recipe can use `colorPalette.*`:
 * solid (background for white text, AA), hover, contrast (text on solid),
 * fg (text on the page, AA), subtle (tinted background), subtleHover, border.
 */
function palette(scale: string, fg = 700) {
  return {
    solid: { value: `{colors.${scale}.600}` },
    hover: { value: `{colors.${scale}.700}` },
    contrast: { value: 'white' },
    fg: { value: `{colors.${scale}.${fg}}` },
    subtle: { value: `{colors.${scale}.50}` },
    subtleHover: { value: `{colors.${scale}.100}` },
    border: { value: `{colors.${scale}.200}` },
  }
}

export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.cream.50}' },
      surface: { value: 'white' },
      muted: { value: '{colors.cream.100}' },
      emphasized: { value: '{colors.cream.200}' },
      backdrop: { value: 'rgba(17, 24, 39, 0.5)' },
    },
    fg: {
      default: { value: '{colors.ink.800}' },
      muted: { value: '{colors.ink.600}' },
      subtle: { value: '{colors.ink.500}' },
      onPrimary: { value: 'white' },
    },
    border: {
      DEFAULT: { value: '{colors.cream.300}' },
      strong: { value: '{colors.ink.500}' },
    },
    focusRing: { value: '{colors.grape.600}' },
    primary: {
      ...palette('coral'),
      brand: { value: '{colors.coral.400}' },
    },
    secondary: palette('teal'),
    grape: palette('grape'),
    accent: {
      // Sunny yellow is too light for white text: its solid carries ink instead.
      solid: { value: '{colors.sun.400}' },
      hover: { value: '{colors.sun.300}' },
      contrast: { value: '{colors.ink.900}' },
      fg: { value: '{colors.sun.800}' },
      subtle: { value: '{colors.sun.50}' },
      subtleHover: { value: '{colors.sun.100}' },
      border: { value: '{colors.sun.200}' },
    },
    neutral: {
      solid: { value: '{colors.ink.800}' },
      hover: { value: '{colors.ink.900}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.ink.800}' },
      subtle: { value: '{colors.ink.100}' },
      subtleHover: { value: '{colors.ink.200}' },
      border: { value: '{colors.ink.300}' },
    },
    success: {
      solid: { value: '{colors.leaf.700}' },
      hover: { value: '{colors.leaf.800}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.leaf.800}' },
      subtle: { value: '{colors.leaf.50}' },
      subtleHover: { value: '{colors.leaf.100}' },
      border: { value: '{colors.leaf.100}' },
    },
    danger: {
      solid: { value: '{colors.berry.700}' },
      hover: { value: '{colors.berry.800}' },
      contrast: { value: 'white' },
      fg: { value: '{colors.berry.700}' },
      subtle: { value: '{colors.berry.50}' },
      subtleHover: { value: '{colors.berry.100}' },
      border: { value: '{colors.berry.100}' },
    },
  },
})
