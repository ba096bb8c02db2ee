import type { Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test } from './fixtures'

/**
 * WCAG 2.2, 2.4.11 Focus not obscured (minimum), issue 35: tabbing through a page, the element
 * with the keyboard's focus is never hidden behind what stays on the screen — the sticky
 * header, a sticky buy or donate bar, the language offer, a toast. Checked where it would be
 * hidden: the points of the focused element's box are hit-tested (`elementFromPoint`, which
 * honours every layer's stacking), and an element none of whose points is itself is hidden.
 */
const publicPaths = [
  '/',
  '/about',
  '/store',
  '/product/1',
  '/donate',
  '/volunteer',
  '/program',
  '/auth',
  '/resources/building-a-3d-puzzle-with-your-child',
  '/es/donate',
]
const memberPaths = ['/community', '/account']
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]
/** Enough presses to pass every control of the longest of these pages once. */
const maxPresses = 120

/** Tabs through the page; answers each focused element that could not be seen, by name. */
async function hiddenFocus(page: Page) {
  const hidden: string[] = []
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
      return { name, visible }
    })
    if (!focus) continue
    if (seen.has(focus.name)) break // back at the start: every control has been passed
    seen.add(focus.name)
    if (!focus.visible) hidden.push(focus.name)
  }
  return hidden
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // Scrolled at once, not smoothly (as for a person who asks for less motion): the focused
    // element comes to rest where it will be seen, the moment the key is pressed.
    test.use({ viewport, reducedMotion: 'reduce' })

    for (const path of publicPaths) {
      test(`${path}: focus is never hidden`, async ({ page }) => {
        await page.goto(path)
        await reachDeferredParts(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        expect(await hiddenFocus(page)).toEqual([])
      })
    }

    for (const path of memberPaths) {
      test(`${path} (signed in): focus is never hidden`, async ({ page }) => {
        await registerAccount(page.request)
        await page.goto(path)
        await reachDeferredParts(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        expect(await hiddenFocus(page)).toEqual([])
      })
    }
  })
}
