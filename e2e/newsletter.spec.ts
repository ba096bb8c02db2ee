import { expect, test, uniqueEmail } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('an invalid e-mail is refused with a toast', async ({ page }) => {
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  await newsletter.getByLabel('Email address').fill('parent at example.org')
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible()
  await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
  await expect(newsletter.getByLabel('Email address')).toHaveValue('parent at example.org')
})

test('a valid e-mail subscribes, is saved and clears the field', async ({ page, request }) => {
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  const email = uniqueEmail('newsletter')
  await newsletter.getByLabel('Email address').fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()

  await expect(page.getByText('Subscription successful!', { exact: true })).toBeVisible()
  await expect(newsletter.getByLabel('Email address')).toHaveValue('')

  const repeat = await request.post('/api/email-signup', {
    data: { email, source: 'newsletter' },
  })
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toMatchObject({ email, source: 'newsletter' })
})
