import { logInThroughForm, newAccount, registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test } from './fixtures'

// Small truths (issue 18): the links say where they go, and come back where they should.

test('"Sign Up for Free" opens the Register tab', async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
  await page.getByRole('link', { name: 'Sign Up for Free' }).click()
  await expect(page).toHaveURL('/auth?tab=register')
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true')
})

test('Log In in the header comes back to the page, which then greets the member', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, { ...newAccount(), firstName: 'Ines' })
  await page.goto('/store?category=Logic%20Games')
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click()
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fstore/)
  await logInThroughForm(page, account.username, account.password)
  await expect(page).toHaveURL(/\/store\?category=Logic(\+|%20)Games$/)
  const greeting = page.getByRole('banner').getByRole('link', { name: 'Ines, your account' })
  await expect(greeting).toBeVisible()
  await expect(greeting).toHaveText('Ines')
  await greeting.click()
  await expect(page).toHaveURL('/account')
})

test('the not-found screen keeps its words and offers the way home and to the store', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError('/no-such-page', 404)
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found')
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
  await page.getByRole('link', { name: 'Browse the Store' }).click()
  await expect(page).toHaveURL('/store')
  await page.goBack()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('the build is named in the page, not in the public footer', async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
  await expect(page.locator('meta[name="build-id"]')).toHaveAttribute('content', /\S+/)
  await expect(page.getByRole('contentinfo')).not.toContainText('Version')
})
