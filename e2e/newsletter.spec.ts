import { expect, reachDeferredParts, test, uniqueEmail } from './fixtures'
import { mailWithLink } from './inbox'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
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

  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible()
  await expect(newsletter.getByLabel('Email address')).toHaveValue('')

  const repeat = await request.post('/api/email-signup', {
    data: { email, source: 'newsletter' },
  })
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toMatchObject({ email, source: 'newsletter' })
})

test('a subscription counts once the e-mailed link is opened (double opt-in)', async ({
  page,
  expectHttpError,
}) => {
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  const email = uniqueEmail('optin')
  await newsletter.getByLabel('Email address').fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText(/Confirm with the link we just sent you/)).toBeVisible()

  // The confirmation arrives over SMTP at the test mail server (e2e/server.ts).
  const { message, link } = await mailWithLink(email, '/confirm-subscription')
  expect(message.subject).toBe('Please confirm your subscription to BrightMinds Foundation')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${email} is subscribed`)

  expectHttpError('/api/subscriptions/confirm', 400)
  await page.goto('/confirm-subscription?token=notavalidtoken')
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This confirmation link is invalid or has expired.',
  )
})
