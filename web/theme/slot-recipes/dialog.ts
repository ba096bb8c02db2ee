import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const dialog = defineSlotRecipe({
  className: 'dialog',
  jsx: ['Dialog.Root'],
  slots: dialogAnatomy.keys(),
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
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: { base: 'flex-end', sm: 'center' },
      justifyContent: 'center',
      p: { base: '0', sm: '4' },
      overflowY: 'auto',
    },
    content: {
      position: 'relative',
      w: 'full',
      maxW: 'lg',
      bg: 'bg.surface',
      borderTopRadius: '2xl',
      borderBottomRadius: { base: '0', sm: '2xl' },
      boxShadow: 'lg',
      p: { base: '6', md: '8' },
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      _open: { animation: 'scale-in 200ms ease-out' },
      _closed: { animation: 'scale-out 150ms ease-in' },
    },
    title: { textStyle: 'h3', color: 'fg.default', pe: '8' },
    description: { color: 'fg.muted' },
    closeTrigger: { position: 'absolute', top: '3', insetEnd: '3' },
    trigger: {},
  },
})
