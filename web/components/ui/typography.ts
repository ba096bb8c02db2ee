import { css } from 'styled-system/css'

/**
 * Text styles used all over the site, by name: `className={mutedText}` rather than the same
 * `css({ color: 'fg.muted' })` copied into every file. Each is the class string Panda gives that
 * object, so an element styled by name gets exactly the classes it had before.
 */

/** `textStyle: 'h1'` (theme/text-styles.ts) */
export const headingH1 = /* @__PURE__ */ css({ textStyle: 'h1' })
/** `textStyle: 'h2'` */
export const headingH2 = /* @__PURE__ */ css({ textStyle: 'h2' })
/** `textStyle: 'h3'` */
export const headingH3 = /* @__PURE__ */ css({ textStyle: 'h3' })
/** Bold (700) inside running text, labels and figures. */
export const strongText = /* @__PURE__ */ css({ fontWeight: '700' })
/** A label's weight: a name or a term that leads its line, lighter than `strongText`. */
export const labelText = /* @__PURE__ */ css({ fontWeight: '600' })
/** Secondary copy: the muted foreground colour. */
export const mutedText = /* @__PURE__ */ css({ color: 'fg.muted' })
/** Small secondary copy: hints, dates, counts. */
export const mutedSmallText = /* @__PURE__ */ css({ color: 'fg.muted', fontSize: 'sm' })
/** Small type at the surrounding line height (unlike `textStyle: 'small'`). */
export const smallText = /* @__PURE__ */ css({ fontSize: 'sm' })
/** A lead paragraph in the muted colour, under a page or section title. */
export const mutedLeadText = /* @__PURE__ */ css({ textStyle: 'lead', color: 'fg.muted' })
/** Read by screen readers, not shown. */
export const visuallyHidden = /* @__PURE__ */ css({ srOnly: true })
