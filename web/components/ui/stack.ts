import { css } from 'styled-system/css'

/**
 * Layouts used all over the site, by name. Each is the class string Panda gives the object it
 * names, so an element laid out by name gets exactly the classes it had before.
 */

/** Children one under the other, `gap` 2 apart (a one-column grid). */
export const stackGap2 = /* @__PURE__ */ css({ display: 'grid', gap: '2' })
/** Children one under the other, `gap` 3 apart. */
export const stackGap3 = /* @__PURE__ */ css({ display: 'grid', gap: '3' })
/** Children one under the other, `gap` 4 apart. */
export const stackGap4 = /* @__PURE__ */ css({ display: 'grid', gap: '4' })
/** Children one under the other, `gap` 5 apart. */
export const stackGap5 = /* @__PURE__ */ css({ display: 'grid', gap: '5' })
/** Children one under the other, `gap` 6 apart. */
export const stackGap6 = /* @__PURE__ */ css({ display: 'grid', gap: '6' })
/** A row that wraps, items centred on the cross axis, `gap` 3: buttons, badges, filters. */
export const wrapRow = /* @__PURE__ */ css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'center',
})
/** Keeps a grid child (a button, a badge) at its own width at the start of its row. */
export const selfStart = /* @__PURE__ */ css({ justifySelf: 'start' })
