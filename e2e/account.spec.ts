import { accountLink, logInThroughForm, newAccount, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { mailWithLink } from './inbox'

test.describe('your account', () => {
  test('changes the password, then logs in with the new one', async ({ page }) => {
    const account = await registerAccount(page.request)
    const newPassword = `${account.password}-renewed`
    await page.goto('/account')
    await expect(page.getByRole('heading', { level: 1, name: 'Your Account' })).toBeVisible()
    await expect(page.getByText(account.username, { exact: true })).toBeVisible()
    await expect(page.getByText(account.email, { exact: true })).toBeVisible()

    await page.getByLabel('Current Password').fill(account.password)
    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm New Password').fill(newPassword)
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect(page.getByText('Password updated')).toBeVisible()
    await expect(
      page.getByText(/other devices signed in to your account were signed out/).first(),
    ).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/auth')
    await logInThroughForm(page, account.username, newPassword)
    await expect(page).toHaveURL(/\/$/)
    await expect(accountLink(page)).toBeVisible()
  })

  test('resets a forgotten password with the link that arrives by e-mail', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerAccount(request)
    await page.goto('/auth')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
    // The address changes as navigation starts; the sign-in page stays until the new one has
    // loaded (it has Email fields of its own).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot your password?')
    await page.getByLabel('Email').fill(account.email)
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/password-reset'))
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    const requestedAt = Date.now()
    await asked
    await expect(
      page.getByText('If an account uses that email, a reset link is on its way.'),
    ).toBeVisible()

    // Delivered over SMTP by the app's outbox worker to the test mail server (e2e/server.ts).
    const { message, link } = await mailWithLink(account.email, '/reset-password')
    expect(message.subject).toBe('Reset your BrightMinds Foundation password')
    const latency = `${message.receivedAt - requestedAt} ms`
    testInfo.annotations.push({ type: 'reset mail: request to SMTP inbox', description: latency })
    console.info(`Reset mail reached the SMTP server ${latency} after the request.`)

    const newPassword = `${account.password}-reset`
    await page.goto(`${link.pathname}${link.search}`)
    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm New Password').fill(newPassword)
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('Password reset', { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/auth$/)

    await logInThroughForm(page, account.username, newPassword)
    await expect(page).toHaveURL(/\/$/)
    await expect(accountLink(page)).toBeVisible()
  })

  test('signs out of all devices after a confirmation', async ({ page }) => {
    await registerAccount(page.request, newAccount())
    await page.goto('/account')
    await page.getByRole('button', { name: 'Sign out of all devices' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Sign out of all devices?' })
    await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click()
    await expect(page).toHaveURL(/\/auth$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible()

    await page.goto('/account')
    await expect(page).toHaveURL(/\/auth\?redirect=%2Faccount$/)
  })
})
