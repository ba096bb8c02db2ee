import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

test('the mobile drawer shows who is logged in, and logs out', async ({ page }) => {
  const account = await registerAccount(page.request)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Site menu' })
  await expect(drawer.getByText(`Logged in as ${account.firstName}`)).toBeVisible()

  await drawer.getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByText('You have been successfully logged out')).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Log In' })).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Sign Up' })).toBeVisible()
})
