import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  html: {
    // A border without a colour of its own (a divider) takes the soft border colour, never the
    // text's near-black (Panda's reset falls back to currentColor).
    '--global-color-border': 'token(colors.border)',
    colorScheme: 'light',
    scrollBehavior: 'smooth',
    // An element scrolled into view (the keyboard's focus, a link to a section) stops clear of
    // the sticky header, never under it (WCAG 2.4.11, issue 35): the header, and on wide
    // screens the utility bar above it, with room to spare.
    scrollPaddingTop: '20',
    '@media screen and (min-width: 80em)': { scrollPaddingTop: '28' },
    WebkitTextSizeAdjust: '100%',
  },
  // …and clear of a bar held to the window's foot: the phone's Add to Cart, the language offer.
  'html:has([data-bottom-bar])': {
    '@media screen and (max-width: 63.99em)': {
      scrollPaddingBottom: '24',
      '--bottom-bar-room': 'token(spacing.24)',
    },
  },
  'html:has([data-language-offer])': { scrollPaddingBottom: '28' },
  // …and clear of an open toast (its room measured in toast-region.tsx), whose bottom corner
  // would otherwise cover what the keyboard reaches there; the page's end gets the same room
  // (or the bottom bar's, whichever is taller), so its last links can scroll out from under it.
  'html:has([data-scope="toast"][data-part="root"])': {
    scrollPaddingBottom: 'max(calc(var(--toast-room, 0px) + 1rem), 7rem)',
    '& body': { paddingBottom: 'max(var(--toast-room, 0px), var(--bottom-bar-room, 0px))' },
  },
  body: {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    fontSize: 'md',
    lineHeight: '1.6',
    WebkitFontSmoothing: 'antialiased',
    minHeight: '100dvh',
  },
  'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
  // Prose links without a recipe class read as links: underlined, in the AA primary text colour.
  'a:not([class])': {
    color: 'primary.fg',
    textDecoration: 'underline',
    textUnderlineOffset: '0.18em',
    _hover: { textDecorationThickness: '2px' },
  },
  // The keyboard's focus: a 3 px ring 2 px clear of the element, 3:1 or more against what it is
  // drawn on (WCAG 2.4.13). A dark surface (the footer, a teal bar) sets a light `--focus-ring`.
  '*:focus-visible': {
    outline: '3px solid',
    outlineColor: 'var(--focus-ring, token(colors.focusRing))',
    outlineOffset: '2px',
  },
  '::selection': { bg: 'coral.100' },
  // A bar fixed along the bottom of a phone's screen (Add to Cart) never covers the page's end.
  'body:has([data-bottom-bar])': { pb: 'var(--bottom-bar-room, 0px)' },
  // Printable pages (a donation receipt) print without the site's header, footer and buttons.
  '@media print': { '[data-print="hide"]': { display: 'none !important' } },
  '*, *::before, *::after': {
    '@media (prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
