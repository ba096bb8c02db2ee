import { expect, reachDeferredParts, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the header links go to their pages', async ({ page }) => {
  const main = page.getByRole('navigation', { name: 'Main' })
  const journeys = [
    { link: 'About Us', path: '/about', heading: 'About Us' },
    { link: 'Our Impact', path: '/impact', heading: 'Our Impact' },
    // Community is for members: a visitor is asked to sign in and sent back afterwards.
    { link: 'Community', path: '/auth?redirect=%2Fcommunity', heading: 'Welcome to BrightMinds' },
    { link: 'Home', path: '/', heading: "Unlocking Children's Cognitive Potential" },
  ]
  for (const { link, path, heading } of journeys) {
    await main.getByRole('link', { name: link, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('the menus are buttons disclosing lists of links', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const [label, links] of [
    ['Store', ['Our Puzzles', 'AI Storytelling Workshop']],
    [
      'Get Involved',
      ['Learn about AI through storytelling', 'Store', 'Volunteer With Us', 'Get Involved'],
    ],
  ] as const) {
    const trigger = nav.getByRole('button', { name: label })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    const list = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`)
    await expect(list).toBeHidden()
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(list.getByRole('link')).toHaveText([...links])
  }
  await expect(page.getByRole('menu')).toHaveCount(0)
})

test('hover opens a menu, moving to the other switches, a click keeps it open', async ({
  page,
}) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const store = nav.getByRole('button', { name: 'Store' })
  const involved = nav.getByRole('button', { name: 'Get Involved' })
  const puzzles = nav.getByRole('link', { name: 'Our Puzzles' })
  const volunteer = nav.getByRole('link', { name: 'Volunteer With Us' })

  await store.hover()
  await expect(puzzles).toBeVisible()
  await involved.hover()
  await expect(volunteer).toBeVisible()
  await expect(puzzles).toBeHidden()
  await expect(store).toHaveAttribute('aria-expanded', 'false')

  // A click on the trigger hover opened keeps the menu open, and it stays once the pointer goes.
  await store.hover()
  await expect(puzzles).toBeVisible()
  await store.click()
  await expect(puzzles).toBeVisible()
  await page.getByRole('heading', { level: 1 }).hover()
  await expect(store).toHaveAttribute('aria-expanded', 'true')
  // A second click closes it; so does a click elsewhere.
  await store.click()
  await expect(puzzles).toBeHidden()
  await store.click()
  await expect(puzzles).toBeVisible()
  await page.getByRole('heading', { level: 1 }).click()
  await expect(puzzles).toBeHidden()

  // Escape closes a menu hover opened, wherever focus is.
  await store.hover()
  await expect(puzzles).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(puzzles).toBeHidden()

  await page.getByRole('heading', { level: 1 }).hover()
  await store.hover()
  await puzzles.click()
  await expect(page).toHaveURL('/store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Puzzles & Toys')
  await expect(puzzles).toBeHidden()
})

test('the Get Involved menu works from the keyboard alone', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' })
  const trigger = nav.getByRole('button', { name: 'Get Involved' })
  const first = nav.getByRole('link', { name: 'Learn about AI through storytelling' })
  const volunteer = nav.getByRole('link', { name: 'Volunteer With Us' })
  await trigger.focus()

  await page.keyboard.press('Enter')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(first).toBeHidden()
  await expect(trigger).toBeFocused()

  // Arrow Down opens at the first link; arrows move; Tab moves on too.
  await page.keyboard.press('ArrowDown')
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(volunteer).toBeFocused()
  await page.keyboard.press('End')
  await expect(nav.getByRole('link', { name: 'Get Involved' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(volunteer).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/volunteer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volunteer With Us')
  await expect(volunteer).toBeHidden()

  // Tabbing out of an open menu closes it.
  await trigger.focus()
  await page.keyboard.press('Space')
  await expect(first).toBeVisible()
  for (let link = 0; link < 5; link++) await page.keyboard.press('Tab')
  await expect(first).toBeHidden()
})

test('the cart link shows no badge while the cart is empty', async ({ page }) => {
  const cart = page.getByRole('link', { name: 'Cart, 0 items' })
  await expect(cart).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await cart.click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByText('Your cart is empty.')).toBeVisible()
})

test('the footer quick links and legal pages work', async ({ page }) => {
  const journeys = [
    { nav: 'Quick Links', link: 'About Us', path: '/about', heading: 'About Us' },
    { nav: 'Quick Links', link: 'Store', path: '/store', heading: 'Our Puzzles & Toys' },
    {
      nav: 'Quick Links',
      link: 'Community',
      path: '/auth?redirect=%2Fcommunity',
      heading: 'Welcome to BrightMinds',
    },
    { nav: 'Quick Links', link: 'Donate', path: '/donate', heading: 'Make a Donation' },
    {
      nav: 'Quick Links',
      link: 'Home',
      path: '/',
      heading: "Unlocking Children's Cognitive Potential",
    },
    { nav: 'Resources', link: 'Privacy Policy', path: '/privacy', heading: 'Privacy Policy' },
    { nav: 'Resources', link: 'Terms of Service', path: '/terms', heading: 'Terms of Service' },
    { nav: 'Resources', link: 'Cookie Policy', path: '/cookies', heading: 'Cookie Policy' },
    {
      nav: 'Resources',
      link: 'Accessibility',
      path: '/accessibility',
      heading: 'Accessibility Statement',
    },
  ]
  for (const { nav, link, path, heading } of journeys) {
    await reachDeferredParts(page)
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: nav })
      .getByRole('link', { name: link, exact: true })
      .click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})
