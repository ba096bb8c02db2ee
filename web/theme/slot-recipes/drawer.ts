import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** A side sheet built on Ark Dialog (same parts, different geometry). */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  jsx: ['Drawer.Root'],
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      _open: { animation: 'fade-in 200ms ease-out' },
      _closed: { animation: 'fade-out 150ms ease-in' },
    },
    positioner: {
      position: 'fixed',
      top: '0',
      bottom: '0',
      zIndex: 'modal',
      display: 'flex',
      w: { base: '100vw', sm: 'sm' },
      maxW: '100vw',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      w: 'full',
      h: 'full',
      bg: 'bg.canvas',
      boxShadow: 'lg',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      py: '4',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    body: { flex: '1', overflowY: 'auto', px: '5', py: '4' },
    footer: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      px: '5',
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border',
    },
    title: { textStyle: 'h3' },
    description: { color: 'fg.muted' },
    closeTrigger: {},
    trigger: {},
  },
  variants: {
    placement: {
      right: {
        positioner: { right: '0' },
        content: {
          _open: { animation: 'slide-in-right 250ms ease-out' },
          _closed: { animation: 'slide-out-right 200ms ease-in' },
        },
      },
      left: {
        positioner: { left: '0' },
        content: {
          _open: { animation: 'slide-in-left 250ms ease-out' },
          _closed: { animation: 'slide-out-left 200ms ease-in' },
        },
      },
    },
  },
  defaultVariants: { placement: 'right' },
})
