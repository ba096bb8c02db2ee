import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tabs = defineSlotRecipe({
  className: 'tabs',
  jsx: ['Tabs.Root'],
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '4', w: 'full' },
    list: {
      position: 'relative',
      display: 'flex',
      gap: '1',
      p: '1',
      bg: 'bg.muted',
      borderRadius: 'full',
      w: 'fit-content',
      maxW: 'full',
      overflowX: 'auto',
    },
    trigger: {
      zIndex: '1',
      px: '4',
      h: '10',
      borderRadius: 'full',
      fontWeight: '700',
      color: 'fg.muted',
      cursor: 'pointer',
      whiteSpace: 'nowrap',
      transition: 'color 150ms',
      _hover: { color: 'fg.default' },
      _selected: { color: 'primary.fg' },
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    indicator: {
      bg: 'bg.surface',
      boxShadow: 'sm',
      borderRadius: 'full',
      h: 'var(--height)',
      w: 'var(--width)',
      zIndex: '0',
    },
    content: { outline: 'none' },
  },
})
