import { defineRecipe } from '@pandacss/dev'

export const skeleton = defineRecipe({
  className: 'skeleton',
  jsx: ['Skeleton'],
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    animation: 'pulse 1.6s ease-in-out infinite',
    color: 'transparent',
    userSelect: 'none',
    pointerEvents: 'none',
  },
  variants: {
    shape: {
      rect: { borderRadius: 'lg' },
      text: { borderRadius: 'sm', h: '1em', my: '0.25em' },
      circle: { borderRadius: 'full', aspectRatio: 'square' },
    },
  },
  defaultVariants: { shape: 'rect' },
})
