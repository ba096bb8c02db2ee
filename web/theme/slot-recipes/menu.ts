import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const menu = defineSlotRecipe({
  className: 'menu',
  jsx: ['Menu.Root'],
  slots: menuAnatomy.keys(),
  base: {
    content: {
      minW: '56',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'xl',
      boxShadow: 'lg',
      p: '1.5',
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      outline: 'none',
      zIndex: 'dropdown',
      _open: { animation: 'fade-in 150ms ease-out' },
      _closed: { animation: 'fade-out 100ms ease-in' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '2.5',
      borderRadius: 'lg',
      fontWeight: '600',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'primary.subtle', color: 'primary.fg' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    trigger: {},
    indicator: {
      transition: 'transform 150ms',
      '[data-state=open] &': { transform: 'rotate(180deg)' },
    },
    separator: { h: '1px', bg: 'border', my: '1' },
    itemGroupLabel: { px: '3', py: '1.5', fontSize: 'xs', fontWeight: '700', color: 'fg.muted' },
  },
})
