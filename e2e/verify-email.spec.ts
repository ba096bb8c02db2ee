import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { linkFromOutbox } from './outbox'

test('verifying the e-mail brings a gift given signed out onto /account', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A pledge given signed out, with the address the account will use.
  const visitor = await playwright.request.newContext({ baseURL })
  const account = await registerAccount(page.request)
  const pledge = await visitor.post('/api/donations', {
    data: {
      amount: 30,
      type: 'monthly',
      name: 'Maya Okafor',
      email: account.email,
      paymentMethod: 'cheque',
    },
  })
  expect(pledge.status()).toBe(201)
  await visitor.dispose()

  await page.goto('/account')
  const profile = page.getByRole('region', { name: 'Profile' })
  await expect(profile.getByText('Not verified')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your gifts' })).toContainText('No gifts yet.')

  const staff = await playwright.request.newContext({ baseURL })
  const link = await linkFromOutbox(staff, account.email, '/verify-email')
  await staff.dispose()
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible()

  await page.getByRole('link', { name: 'Go to Your Account' }).click()
  await expect(profile.getByText('Verified', { exact: true })).toBeVisible()
  const gifts = page.getByRole('region', { name: 'Your gifts' })
  await expect(gifts).toContainText('$30.00 monthly')
  await expect(gifts).toContainText('Pledged')
})

test('a used or made-up verification link says so', async ({ page, expectHttpError }) => {
  expectHttpError('/api/email-verification', 400)
  await page.goto('/verify-email?token=not-a-real-token-0123456789')
  await expect(page.getByRole('alert')).toContainText(
    'This verification link is invalid or has expired.',
  )
})
