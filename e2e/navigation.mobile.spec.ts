import { expect, test } from './fixtures'

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
