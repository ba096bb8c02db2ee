import { defineSlotRecipe } from '@pandacss/dev'

export const card = defineSlotRecipe({
  className: 'card',
  jsx: ['Card.Root'],
  slots: ['root', 'header', 'body', 'footer', 'title', 'description'],
  base: {
    root: {
      display: 'flex',
      flexDirection: 'column',
      bg: 'bg.surface',
      borderRadius: '2xl',
      overflow: 'hidden',
      position: 'relative',
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1.5', px: '6', pt: '6' },
    body: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      px: '6',
      pt: '4',
      pb: '6',
      flex: '1',
    },
    footer: { display: 'flex', alignItems: 'center', gap: '3', px: '6', pb: '6', pt: '0' },
    title: { textStyle: 'h3', color: 'fg.default' },
    description: { color: 'fg.muted', fontSize: 'md' },
  },
  variants: {
    variant: {
      elevated: { root: { boxShadow: 'md' } },
      outline: { root: { borderWidth: '1px', borderColor: 'border' } },
      subtle: { root: { bg: 'bg.muted' } },
    },
    interactive: {
      true: {
        root: {
          transition: 'transform 200ms, box-shadow 200ms',
          _hover: { transform: 'translateY(-2px)', boxShadow: 'lg' },
        },
      },
    },
  },
  defaultVariants: { variant: 'elevated' },
})
