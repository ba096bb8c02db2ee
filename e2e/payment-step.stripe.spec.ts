import type { Locator, Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expectNoAxeViolations } from './axe'
import { fakeStripeJs } from './fake-stripe-js'
import { expect, reachDeferredParts, test, uniqueEmail } from './fixtures'
import { addToCart, fillContact, findProduct } from './shop-helpers'

// A payment step replaces the form the visitor just finished, often far down the page: its
// heading comes into view, clear of the sticky header, and takes focus (issue 32, item 2).

const screens = [
  { name: 'phone', viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' },
] as const

/** Whether the element is wholly on screen and below the sticky header. */
async function whollyInView(page: Page, element: Locator) {
  const box = await element.boundingBox()
  const header = await page.getByRole('banner').boundingBox()
  const viewport = page.viewportSize()!
  if (!box || !header) return false
  return (
    box.y >= header.y + header.height - 1 &&
    box.y + box.height <= viewport.height &&
    box.x >= 0 &&
    box.x + box.width <= viewport.width
  )
}

async function expectRevealed(page: Page, heading: Locator) {
  await expect(heading).toBeVisible()
  await expect
    .poll(() => heading.evaluate((element) => element === document.activeElement))
    .toBe(true)
  // A smooth scroll takes a moment: wait until it has brought the heading on screen.
  await expect.poll(() => whollyInView(page, heading)).toBe(true)
}

for (const screen of screens) {
  test.describe(`on a ${screen.name} (${screen.viewport.width}×${screen.viewport.height})`, () => {
    test.use({ viewport: screen.viewport })

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ reducedMotion: screen.reducedMotion })
      await fakeStripeJs(page, 'succeeded')
    })

    test('after Donate $50.00 the card step is in view with focus on its heading', async ({
      page,
    }) => {
      await page.goto('/donate')
      await page.getByLabel('Full name').fill('Dana Lee')
      await page.getByLabel('Email address').fill(uniqueEmail('dana-in-view'))
      const donate = page.getByRole('button', { name: 'Donate $50.00' })
      await donate.click()
      const heading = page.getByRole('heading', { name: 'Card details' })
      await expectRevealed(page, heading)
      // The card form follows its heading, and Back to the form returns focus to the form's.
      await expect(page.getByLabel('Card number')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Back to the form' }).click()
      await expectRevealed(page, page.getByRole('heading', { name: 'Your gift' }))
    })

    test("after Complete Checkout the order's payment step is in view with focus on its heading", async ({
      page,
      request,
    }) => {
      await registerAccount(page.request)
      await addToCart(page, await findProduct(request, 'Tangram Masters Set'))
      await page.goto('/checkout')
      await fillContact(page)
      await page.getByRole('button', { name: 'Complete Checkout' }).click()
      await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/)
      const orderId = new URL(page.url()).searchParams.get('orderId')
      await expectRevealed(
        page,
        page.getByRole('heading', { name: `Payment for order #${orderId}` }),
      )
      await expect(page.getByLabel('Card number')).toBeVisible()
    })
  })
}

test.describe('from the home page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("a home card's gift reaches the card step in view", async ({ page }) => {
    await fakeStripeJs(page, 'succeeded')
    await page.goto('/')
    await reachDeferredParts(page)
    await page
      .getByRole('form', { name: 'Give Once' })
      .getByRole('button', { name: 'Donate Now' })
      .click()
    await expect(page).toHaveURL('/donate?amount=25&type=one-time')
    await page.getByLabel('Full name').fill('Sam Rivera')
    await page.getByLabel('Email address').fill(uniqueEmail('sam-home-card'))
    await page.getByRole('button', { name: 'Donate $25.00' }).click()
    await expectRevealed(page, page.getByRole('heading', { name: 'Card details' }))
  })
})
