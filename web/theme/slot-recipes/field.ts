import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Not Panda's `_invalid`: it includes `:invalid`, which would paint untouched required fields red.
const invalid = '&:is([data-invalid], [aria-invalid=true])'

const control = {
  w: 'full',
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1.5px',
  borderColor: 'border.strong',
  borderRadius: 'lg',
  px: '3.5',
  fontSize: 'md',
  transitionProperty: 'border-color',
  transitionDuration: 'fast',
  _placeholder: { color: 'fg.subtle' },
  _hover: { borderColor: 'fg.muted' },
  // The site's focus ring (global-css.ts), and the border in its colour.
  _focusVisible: { borderColor: 'focusRing' },
  _disabled: { opacity: '0.6', cursor: 'not-allowed', bg: 'bg.muted' },
  // Invalid stays visibly invalid under the pointer and with focus (hover and focus rules come
  // later in the stylesheet and would otherwise grey or purple it).
  [invalid]: {
    borderColor: 'danger.solid',
    _hover: { borderColor: 'danger.solid' },
    _focusVisible: { borderColor: 'danger.solid' },
  },
} as const

export const field = defineSlotRecipe({
  className: 'field',
  jsx: ['Field.Root'],
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' },
    label: {
      fontWeight: '600',
      fontSize: 'sm',
      color: 'fg.default',
      _disabled: { opacity: '0.6' },
    },
    requiredIndicator: { color: 'danger.fg', ms: '0.5' },
    input: { ...control, h: '11' },
    textarea: { ...control, py: '2.5', minH: '20', lineHeight: '1.5', resize: 'vertical' },
    select: {
      ...control,
      h: '11',
      pe: '10',
      appearance: 'none',
      cursor: 'pointer',
      // A chevron drawn in CSS, so the native select needs no icon component.
      bgImage:
        'url("data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27 viewBox=%270 0 20 20%27 fill=%27%234b5563%27%3E%3Cpath d=%27M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z%27/%3E%3C/svg%3E")',
      bgRepeat: 'no-repeat',
      bgPosition: 'right 0.75rem center',
      bgSize: '1.1rem',
    },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', fontWeight: '600', color: 'danger.fg' },
  },
})
