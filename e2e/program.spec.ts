import { expect, test, uniqueEmail } from './fixtures'

test('a parent applies to a program: field errors first, then the thank-you', async ({ page }) => {
  await page.goto('/program')
  await page.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Please choose a grade from 3 to 8')).toBeVisible()

  await page.getByLabel("Child's First Name").fill('Ava')
  await page.getByLabel('Grade', { exact: true }).selectOption({ index: 1 })
  await page.getByLabel('Parent/Guardian Name').fill('Maya Okafor')
  await page.getByLabel('Email Address').fill(uniqueEmail('program'))
  await page.getByLabel('Phone Number').fill('512-555-0142')
  await page.getByLabel('Program', { exact: true }).selectOption({ index: 1 })
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/program-applications') &&
      response.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Submit Application' }).click()
  expect((await saved).status()).toBe(201)

  await expect(page.getByText('Application received!', { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Application Received!' })).toBeVisible()
})
