import { defineRecipe } from '@pandacss/dev'

export const spinner = defineRecipe({
  className: 'spinner',
  jsx: ['Spinner'],
  base: {
    display: 'inline-block',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'primary.solid',
    borderInlineEndColor: 'transparent',
    borderBlockEndColor: 'transparent',
    animation: 'spin 0.8s linear infinite',
    flexShrink: '0',
  },
  variants: {
    size: {
      sm: { w: '4', h: '4', borderWidth: '2px' },
      md: { w: '6', h: '6', borderWidth: '3px' },
      lg: { w: '10', h: '10', borderWidth: '4px' },
    },
  },
  defaultVariants: { size: 'md' },
})
