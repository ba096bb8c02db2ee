import { expect, test, waitForLive } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the menu button opens the drawer with every link and Log In / Sign Up', async ({ page }) => {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()

  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await expect(drawer).toBeVisible()
  const links = drawer.getByRole('navigation', { name: 'Mobile' })
  for (const name of [
    'Home',
    'About Us',
    'Our Impact',
    'Community',
    'Our Puzzles',
    'AI Storytelling Workshop',
    'Volunteer With Us',
  ]) {
    await expect(links.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(drawer.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth')
  await expect(drawer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/auth?tab=register',
  )
})

test('choosing a link navigates and closes the drawer', async ({ page }) => {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await drawer.getByRole('link', { name: 'Our Impact' }).click()

  await expect(page).toHaveURL('/impact')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Impact')

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Sign Up' }).click()
  // Signing up from a page comes back to it.
  await expect(page).toHaveURL('/auth?tab=register&redirect=%2Fimpact')
  await expect(drawer).toBeHidden()
})

test('Escape closes the drawer and returns focus to the menu button', async ({ page }) => {
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await expect(drawer).toBeVisible()

  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menuButton).toBeFocused()
  await expect(page).toHaveURL('/')
})

test('the drawer switches a phone to the same page in Spanish, and the choice stays', async ({
  page,
  context,
}) => {
  await page.goto('/impact')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await drawer.getByRole('link', { name: 'Español' }).click()

  await expect(page).toHaveURL('/es/impact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nuestro impacto')
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value)
    .toBe('es')

  // Back the same way: the drawer of the Spanish page offers English. The click above opened
  // the page itself, not through goto: wait until it is live, as its menu button is only then.
  await waitForLive(page)
  await page.getByRole('button', { name: 'Abrir menú' }).click()
  await page
    .getByRole('dialog', { name: 'Menú del sitio' })
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL('/impact')
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value)
    .toBe('en')
})
