import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test } from './fixtures'
import { walkFocus } from './focus-check'

/**
 * WCAG 2.2, issue 35, tabbing through each page (`walkFocus` says how each is measured):
 * - 2.4.11 Focus not obscured (minimum): the element with the keyboard's focus is never hidden
 *   behind what stays on the screen — the sticky header, a sticky buy or donate bar, the language
 *   offer. With the update prompt open: `e2e/pwa-update.spec.ts`.
 * - 2.4.13 Focus appearance (AAA): every element's focus indicator is at least 2 px thick and
 *   contrasts 3:1 with what it is drawn against.
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

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    // Scrolled at once, not smoothly (as for a person who asks for less motion): the focused
    // element comes to rest where it will be seen, the moment the key is pressed.
    test.use({ viewport, reducedMotion: 'reduce' })

    for (const path of publicPaths) {
      test(`${path}: focus is never hidden, and always plain to see`, async ({ page }) => {
        await page.goto(path)
        await reachDeferredParts(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        expect(await walkFocus(page)).toEqual({ hidden: [], faint: [] })
      })
    }

    for (const path of memberPaths) {
      test(`${path} (signed in): focus is never hidden, and always plain to see`, async ({
        page,
      }) => {
        await registerAccount(page.request)
        await page.goto(path)
        await reachDeferredParts(page)
        await page.evaluate(() => window.scrollTo(0, 0))
        expect(await walkFocus(page)).toEqual({ hidden: [], faint: [] })
      })
    }
  })
}

test('the measure of focus appearance finds a thin ring, a faint one and none at all', async ({
  page,
}) => {
  await page.goto('/about')
  await reachDeferredParts(page)
  // Replaces the page's content with three buttons whose focus is hard to see, and one whose is not.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.innerHTML = `
      <button id="thin" style="outline: none">Thin</button>
      <button id="faint" style="outline: none">Faint</button>
      <button id="none" style="outline: none">None</button>
      <button id="plain">Plain</button>`
    const rules = document.createElement('style')
    rules.textContent = `
      #thin:focus-visible { outline: 1px solid #000 !important; outline-offset: 2px }
      #faint:focus-visible { outline: 3px solid #eee !important; outline-offset: 2px }
      #none:focus-visible { outline: none !important }`
    document.head.append(rules)
    main.querySelector<HTMLElement>('#thin')!.focus()
    ;(document.activeElement as HTMLElement).blur()
  })
  await page.locator('#thin').focus()
  await page.keyboard.press('Shift+Tab')
  const { faint } = await walkFocus(page)
  const among = (name: string) => faint.filter((entry) => entry.startsWith(`button "${name}"`))
  expect(among('Thin')).toEqual([expect.stringMatching(/: 1 px$/)])
  expect(among('Faint')).toEqual([expect.stringMatching(/: 1\.\d\d:1 /)])
  expect(among('None')).toEqual([expect.stringMatching(/: no indicator$/)])
  expect(among('Plain')).toEqual([])
})
