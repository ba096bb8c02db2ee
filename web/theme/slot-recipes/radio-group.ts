import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** Styles native radios (see components/ui/radio-group.tsx). `tile` renders each choice as a chunky button (donation presets); `radio` a classic list. */
export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  jsx: ['RadioGroup.Root'],
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    label: { fontWeight: '600', fontSize: 'sm' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { opacity: '0.5', cursor: 'not-allowed' },
    },
    itemText: { fontWeight: '600' },
    itemControl: {},
    indicator: {},
  },
  variants: {
    variant: {
      radio: {
        itemControl: {
          w: '5',
          h: '5',
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'border.strong',
          bg: 'bg.surface',
          _checked: { borderColor: 'primary.solid', borderWidth: '6px' },
        },
        item: {
          '&:has(:focus-visible) [aria-hidden]': {
            outline: '3px solid',
            outlineColor: 'var(--focus-ring, token(colors.focusRing))',
            outlineOffset: '2px',
          },
        },
      },
      tile: {
        root: { flexDirection: 'row', flexWrap: 'wrap' },
        label: { w: 'full' },
        item: {
          flex: '1',
          minW: '20',
          justifyContent: 'center',
          h: '12',
          px: '4',
          borderRadius: 'xl',
          borderWidth: '2px',
          borderColor: 'border.strong',
          bg: 'bg.surface',
          transition: 'background 150ms, border-color 150ms',
          _hover: { borderColor: 'primary.solid' },
          _checked: {
            bg: 'primary.solid',
            borderColor: 'primary.solid',
            color: 'primary.contrast',
          },
          '&:has(:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'var(--focus-ring, token(colors.focusRing))',
            outlineOffset: '2px',
          },
        },
        itemControl: { display: 'none' },
      },
    },
  },
  defaultVariants: { variant: 'radio' },
})
