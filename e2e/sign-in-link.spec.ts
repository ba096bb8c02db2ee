import { accountLink, registerAccount } from './auth-helpers'
import { expect, test, waitForLive } from './fixtures'
import { mailWithLink } from './inbox'

// WCAG 3.3.8 (issue 35, decision 085): a way in that asks no one to remember or type a password.

const invalid = 'This sign-in link is invalid, has expired or was already used. Ask for a new one.'

test('a member signs in with an e-mailed link instead of a password, and comes back where they were', async ({
  page,
  request,
  expectHttpError,
}) => {
  // The link opened a second time is refused, as it should be.
  expectHttpError('/api/sign-in-links/confirm', 400)
  const account = await registerAccount(request)
  await page.goto('/auth?redirect=%2Fcommunity')
  await page.getByRole('link', { name: 'Sign in with an email link instead' }).click()
  await expect(page).toHaveURL(/\/sign-in-link\?redirect=%2Fcommunity$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with an email link')
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
  await expect(
    page
      .getByRole('status')
      .getByText('If an account uses that email, a sign-in link is on its way.'),
  ).toBeVisible()

  const { message, link } = await mailWithLink(account.email, '/sign-in-link')
  expect(message.subject).toBe('Your sign-in link for BrightMinds Foundation')
  expect(link.searchParams.get('redirect')).toBe('/community')

  // Opening the page is not signing in: a mail scanner that follows the link spends nothing.
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finish signing in')
  await page.reload()
  await waitForLive(page)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByText('Login successful', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/community$/)
  await expect(accountLink(page)).toBeVisible()

  // The link works once: opened again, it says so and offers a new one, keeping the way back.
  await page.goto(`${link.pathname}${link.search}`)
  await waitForLive(page)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('alert').getByText(invalid)).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new sign-in link' }).click()
  await expect(page).toHaveURL(/\/sign-in-link\?redirect=%2Fcommunity$/)
})

test('the e-mail form refuses an address that is not one, and leads back to the password', async ({
  page,
}) => {
  await page.goto('/sign-in-link')
  await waitForLive(page)
  await page.getByLabel('Email').fill('not-an-address')
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await page.getByRole('link', { name: 'Sign in with a password' }).click()
  await expect(page).toHaveURL(/\/auth$/)
})

test('a link from elsewhere never leads off the site once signed in', async ({ page, request }) => {
  const account = await registerAccount(request)
  // Someone sends a sign-in page that would lead elsewhere: the request refuses the way back.
  await page.goto('/sign-in-link?redirect=%2F%2Fevil.example%2F')
  await waitForLive(page)
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Email Me a Sign-In Link' }).click()
  await expect(page.getByText('a sign-in link is on its way')).toBeVisible()
  const { link } = await mailWithLink(account.email, '/sign-in-link')
  expect(link.searchParams.has('redirect')).toBe(false)
  // And a hand-made link with a way off the site lands at home instead.
  await page.goto(
    `${link.pathname}?token=${link.searchParams.get('token')}&redirect=%2F%2Fevil.example`,
  )
  await waitForLive(page)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(accountLink(page)).toBeVisible()
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
})
