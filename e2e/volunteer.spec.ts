import type { Page } from '@playwright/test'
import { expect, test, uniqueEmail } from './fixtures'
import { holdRequests } from './held-requests'

const messages = [
  'Name must be at least 2 characters',
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter your location',
  'Please describe your areas of interest (minimum 10 characters)',
  'Please describe your availability',
  "Please tell us more about why you'd like to volunteer (minimum 20 characters)",
]

const fields = [
  'Full Name',
  'Email Address',
  'Phone Number',
  'Location (City, State)',
  'Areas of Expertise/Interest',
  'Availability',
  'Why do you want to volunteer?',
]

async function fillApplication(page: Page, email: string) {
  await page.getByLabel('Full Name').fill('Jordan Rivera')
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Phone Number').fill('512-555-0142')
  await page.getByLabel('Location (City, State)').fill('Austin, TX')
  await page.getByLabel('Areas of Expertise/Interest').fill('Teaching 3D puzzles and coding')
  await page.getByLabel('Availability').fill('Saturday mornings')
  await page
    .getByLabel('Why do you want to volunteer?')
    .fill('I want to help children discover how much they can build and solve.')
}

test.beforeEach(async ({ page }) => {
  await page.goto('/volunteer')
  await expect(page.getByRole('heading', { name: 'Volunteer Application' })).toBeVisible()
})

test('an empty application shows every validation message', async ({ page }) => {
  await page.getByRole('button', { name: 'Submit Volunteer Application' }).click()
  for (const message of messages) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')

  // A message goes as soon as its field is fixed.
  await page.getByLabel('Full Name').fill('Jo')
  await expect(page.getByText(messages[0]!, { exact: true })).toBeHidden()
})

test('a valid application is submitted, thanked, and another can follow', async ({ page }) => {
  const release = await holdRequests(page, '**/api/volunteer')
  await fillApplication(page, uniqueEmail('volunteer'))

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/volunteer') && response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Submit Volunteer Application' }).click()
  const pending = page.getByRole('button', { name: 'Submitting...' })
  await expect(pending).toBeVisible()
  await expect(pending).toBeDisabled()
  release()
  expect((await saved).status()).toBe(201)

  await expect(page.getByText('Thank you for volunteering!', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Thank You for Volunteering!' })).toBeVisible()
  await expect(page.getByText(/within 2-3 business days/)).toBeVisible()

  await page.getByRole('button', { name: 'Submit Another Application' }).click()
  await expect(page.getByRole('heading', { name: 'Volunteer Application' })).toBeVisible()
  for (const label of fields) await expect(page.getByLabel(label)).toHaveValue('')
  for (const message of messages)
    await expect(page.getByText(message, { exact: true })).toBeHidden()

  // The same person applying again is accepted too.
  await fillApplication(page, uniqueEmail('volunteer-again'))
  await page.getByRole('button', { name: 'Submit Volunteer Application' }).click()
  await expect(page.getByRole('heading', { name: 'Thank You for Volunteering!' })).toBeVisible()
})

test('Return Home after applying goes to the home page', async ({ page }) => {
  await fillApplication(page, uniqueEmail('volunteer-home'))
  await page.getByRole('button', { name: 'Submit Volunteer Application' }).click()
  await page.getByRole('link', { name: 'Return Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "Unlocking Children's Cognitive Potential",
  )
})
