import type { Page } from '@playwright/test'

/**
 * Tabbing through a page as a keyboard user does, two WCAG 2.2 measurements of each element the
 * focus lands on (issue 35):
 * - **2.4.11 Focus not obscured (minimum)**: the element is never hidden behind what stays on
 *   the screen. The points of its box are hit-tested (`elementFromPoint`, which honours every
 *   layer's stacking); an element none of whose points is itself is hidden.
 * - **2.4.13 Focus appearance**: its focus indicator (an outline, or a ring drawn as a box
 *   shadow) is at least 2 CSS px thick and contrasts at least 3:1 with what it is drawn against —
 *   the background around the element, and, when drawn flush against it, the element's own edge.
 *   Colours are read through a canvas, so any colour syntax the stylesheet uses compares alike.
 */

export interface FocusWalk {
  /** Focused elements that could not be seen, by name. */
  hidden: string[]
  /** Focused elements whose indicator is missing, thinner than 2 px or fainter than 3:1. */
  faint: string[]
}

/** Enough presses to pass every control of the longest of these pages once. */
const maxPresses = 120

/** Tabs through the page; answers each focused element that could not be seen, by name. */
export async function hiddenFocus(page: Page) {
  return (await walkFocus(page)).hidden
}

/** Tabs through the page once, measuring every element the focus lands on. */
export async function walkFocus(page: Page): Promise<FocusWalk> {
  const hidden: string[] = []
  const faint: string[] = []
  const seen = new Set<string>()
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab')
    // The page scrolls the focused element into view smoothly: measure where it comes to rest.
    await page.evaluate(async () => {
      const frame = () => new Promise((done) => requestAnimationFrame(done))
      let still = 0
      let last = window.scrollY
      while (still < 3) {
        await frame()
        still = window.scrollY === last ? still + 1 : 0
        last = window.scrollY
      }
    })
    const focus = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null
      if (!focused || focused === document.body) return null
      // A control drawn by its label (a radio shown as a tile, the input itself hidden) is seen
      // where its label is.
      const tiny = focused.getBoundingClientRect().width <= 1
      const label = 'labels' in focused ? (focused as HTMLInputElement).labels?.[0] : undefined
      const element: HTMLElement = tiny && label ? label : focused
      const box = element.getBoundingClientRect()
      const name = `${element.tagName.toLowerCase()} "${(
        focused.getAttribute('aria-label') ??
        element.textContent ??
        ''
      )
        .trim()
        .slice(0, 40)}" at ${Math.round(box.top + window.scrollY)}`
      // Five points: the middle and near each corner, inside the viewport.
      const inset = (low: number, high: number, share: number) => low + (high - low) * share
      const points = [
        [0.5, 0.5],
        [0.1, 0.1],
        [0.9, 0.1],
        [0.1, 0.9],
        [0.9, 0.9],
      ].map(([x, y]) => [inset(box.left, box.right, x!), inset(box.top, box.bottom, y!)] as const)
      const onScreen = points.filter(
        ([x, y]) => x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight,
      )
      const own = (hit: Element | null) =>
        hit !== null && (element.contains(hit) || hit.contains(element) || element === hit)
      const visible = onScreen.some(([x, y]) => own(document.elementFromPoint(x, y)))

      // 2.4.13: the indicator, on the element or on what draws it (a radio's dot, a tile).
      const canvas = document
        .createElement('canvas')
        .getContext('2d', { willReadFrequently: true })!
      const rgba = (color: string) => {
        canvas.clearRect(0, 0, 1, 1)
        canvas.fillStyle = color
        canvas.fillRect(0, 0, 1, 1)
        const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data
        return { r, g, b, a: a / 255 }
      }
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const channel = (value: number) => {
          const c = value / 255
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      }
      const contrast = (one: string, other: string) => {
        const [a, b] = [luminance(rgba(one)), luminance(rgba(other))]
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
      }
      /** The colour behind `from`: the first ancestor with a background of its own. */
      const backgroundBehind = (from: Element | null) => {
        for (let at = from; at; at = at.parentElement) {
          const color = getComputedStyle(at).backgroundColor
          if (rgba(color).a > 0.5) return color
        }
        return 'white'
      }
      const ringOf = (candidate: Element) => {
        const style = getComputedStyle(candidate)
        if (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) {
          return {
            width: Number.parseFloat(style.outlineWidth),
            color: style.outlineColor,
            flush: Number.parseFloat(style.outlineOffset) < 1,
          }
        }
        // A ring drawn as a shadow: "<colour> 0px 0px 0px <spread>".
        const shadow = /^(.*\))\s+0px 0px 0px (\d+(?:\.\d+)?)px/.exec(style.boxShadow)
        if (shadow) return { width: Number(shadow[2]), color: shadow[1]!, flush: true }
        return null
      }
      // A control hidden inside its label (a tile, a drawn radio) shows its focus there.
      const candidates = [
        ...(tiny ? [] : [focused]),
        ...(label ? [label, ...label.querySelectorAll('[aria-hidden]')] : []),
      ]
      let ring: ReturnType<typeof ringOf> = null
      let drawnOn: Element = focused
      for (const candidate of candidates) {
        ring = ringOf(candidate)
        drawnOn = candidate
        if (ring) break
      }
      let faint: string | null = null
      if (!ring) faint = 'no indicator'
      else {
        const around = contrast(ring.color, backgroundBehind(drawnOn.parentElement))
        const edgeStyle = getComputedStyle(drawnOn)
        const edge =
          Number.parseFloat(edgeStyle.borderTopWidth) >= 1
            ? edgeStyle.borderTopColor
            : backgroundBehind(drawnOn)
        const inside = ring.flush ? contrast(ring.color, edge) : Number.POSITIVE_INFINITY
        if (ring.width < 2) faint = `${ring.width} px`
        else if (Math.min(around, inside) < 3) {
          faint = `${Math.min(around, inside).toFixed(2)}:1 (${ring.color})`
        }
      }
      return { name, visible, faint }
    })
    if (!focus) continue
    if (seen.has(focus.name)) break // back at the start: every control has been passed
    seen.add(focus.name)
    if (!focus.visible) hidden.push(focus.name)
    if (focus.faint) faint.push(`${focus.name}: ${focus.faint}`)
  }
  return { hidden, faint }
}
