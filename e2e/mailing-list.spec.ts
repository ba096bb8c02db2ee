import { expect, test, uniqueEmail } from './fixtures'
import { holdRequests } from './held-requests'

test.beforeEach(async ({ page }) => {
  await page.goto('/mission')
  await page.getByRole('button', { name: 'Join Our Mailing List' }).click()
  await expect(page.getByRole('dialog', { name: 'Join Our Mailing List' })).toBeVisible()
})

test('an invalid signup shows the three messages and keeps the dialog open', async ({ page }) => {
  const dialog = page.getByRole('dialog', { name: 'Join Our Mailing List' })
  await dialog.getByLabel('First Name').fill('A')
  await dialog.getByLabel('Email Address').fill('not-an-email')
  await dialog.getByRole('button', { name: 'Join Mailing List' }).click()

  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Please enter a valid email address',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(dialog).toBeVisible()
})

test('a valid signup is saved, thanked and closes the dialog', async ({ page, request }) => {
  const dialog = page.getByRole('dialog', { name: 'Join Our Mailing List' })
  const email = uniqueEmail('mailing')
  const release = await holdRequests(page, '**/api/email-signup')
  await dialog.getByLabel('First Name').fill('Maya')
  await dialog.getByLabel('Last Name').fill('Chen')
  await dialog.getByLabel('Email Address').fill(email)
  await dialog.getByRole('button', { name: 'Join Mailing List' }).click()
  await expect(dialog.getByRole('button', { name: 'Signing Up...' })).toBeDisabled()
  release()

  await expect(page.getByText('Thank you for joining!', { exact: true })).toBeVisible()
  await expect(dialog).toBeHidden()

  // Already on the list: the API answers the repeat with the existing signup (200, not 201).
  const repeat = await request.post('/api/email-signup', {
    data: { email, firstName: 'Maya', lastName: 'Chen', source: 'mailing-list' },
  })
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toMatchObject({ email, source: 'mailing-list' })

  // Reopened, the dialog starts empty.
  await page.getByRole('button', { name: 'Join Our Mailing List' }).click()
  await expect(dialog.getByLabel('Email Address')).toHaveValue('')
})
