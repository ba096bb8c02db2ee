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

test('the Store menu opens on hover and navigates', async ({ page }) => {
  const main = page.getByRole('navigation', { name: 'Main' })
  await main.getByRole('button', { name: 'Store' }).hover()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveText(['Our Puzzles', 'AI Storytelling Workshop'])

  await menu.getByRole('menuitem', { name: 'AI Storytelling Workshop' }).click()
  await expect(page).toHaveURL('/ai-storytelling')
  await expect(page).toHaveTitle('AI Storytelling Workshop - BrightMinds Foundation')

  await main.getByRole('button', { name: 'Store' }).hover()
  await page.getByRole('menuitem', { name: 'Our Puzzles' }).click()
  await expect(page).toHaveURL('/store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Puzzles & Toys')
})

test('the Get Involved menu works from the keyboard', async ({ page }) => {
  const trigger = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Get Involved' })
  await trigger.focus()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Learn about AI through storytelling',
    'Store',
    'Volunteer With Us',
    'Get Involved',
  ])

  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(trigger).toBeFocused()

  await page.keyboard.press('ArrowDown')
  await expect(menu).toBeVisible()
  const volunteer = menu.getByRole('menuitem', { name: 'Volunteer With Us' })
  await expect(
    menu.getByRole('menuitem', { name: 'Learn about AI through storytelling' }),
  ).toHaveAttribute('data-highlighted')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(volunteer).toHaveAttribute('data-highlighted')

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/volunteer')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volunteer With Us')
  await expect(menu).toBeHidden()
})

test('the cart link shows no badge while the cart is empty', async ({ page }) => {
  const cart = page.getByRole('link', { name: 'Cart, 0 items' })
  await expect(cart).toBeVisible()
  await expect(page.getByTestId('cart-count')).toHaveCount(0)
  await cart.click()
  await expect(page).toHaveURL('/checkout')
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
