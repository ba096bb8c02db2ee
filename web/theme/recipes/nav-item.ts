import { defineRecipe } from '@pandacss/dev'

/** Header links and dropdown triggers share one look; the current page is underlined in coral. */
export const navItem = defineRecipe({
  className: 'nav-item',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    h: '10',
    px: '3',
    borderRadius: 'full',
    fontWeight: '600',
    color: 'fg.default',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: 'background 150ms, color 150ms',
    _hover: { bg: 'primary.subtle', color: 'primary.fg' },
    '&[aria-current=page]': {
      color: 'primary.fg',
      textDecoration: 'underline',
      textDecorationThickness: '3px',
      textUnderlineOffset: '0.45em',
      textDecorationColor: 'primary.brand',
    },
    '&[data-state=open]': { bg: 'primary.subtle', color: 'primary.fg' },
  },
})
