import {
  accountLink,
  fillRegisterForm,
  logInThroughForm,
  newAccount,
  registerAccount,
} from './auth-helpers'
import { expect, test } from './fixtures'

test.describe('sign in and sign up', () => {
  test('registers, keeps the session across a reload and logs out', async ({ page }) => {
    const account = newAccount()
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=register$/)

    const form = await fillRegisterForm(page, account)
    await form.getByRole('button', { name: 'Create Account' }).click()

    await expect(page.getByText('Registration successful')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(accountLink(page)).toBeVisible()

    await page.reload()
    await expect(accountLink(page)).toBeVisible()

    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click()
    await expect(page.getByText('You have been successfully logged out')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible()
    await expect(accountLink(page)).toHaveCount(0)
  })

  test('shows every login and register validation message inline', async ({ page }) => {
    await page.goto('/auth')
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await login.getByLabel('Username').fill('ab')
    await login.getByLabel('Password').fill('12345')
    await login.getByRole('button', { name: 'Log In' }).click()
    await expect(login.getByText('Username must be at least 3 characters')).toBeVisible()
    await expect(login.getByText('Password must be at least 6 characters')).toBeVisible()

    await page.getByRole('tab', { name: 'Register' }).click()
    await expect(page).toHaveURL(/tab=register/)
    const register = page.getByRole('tabpanel', { name: 'Register' })
    await register.getByLabel('Email').fill('not-an-email')
    await register.getByRole('button', { name: 'Create Account' }).click()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Username must be at least 3 characters',
      'Password must be at least 6 characters',
      'Please tell us whether you are 13 or older, or a parent or educator.',
    ]) {
      await expect(register.getByText(message)).toBeVisible()
    }

    // A message goes as soon as its field is fixed.
    await register.getByLabel('First Name').fill('Maya')
    await expect(register.getByText('First name is required')).toHaveCount(0)
  })

  test('turns away a child under 13, pointing to a parent account', async ({ page }) => {
    const account = newAccount()
    await page.goto('/auth?tab=register')
    const form = await fillRegisterForm(page, account, 'I am under 13')
    await form.getByRole('button', { name: 'Create Account' }).click()
    await expect(
      form.getByText(
        'Sorry, you must be 13 or older to join. Please ask a parent or educator to create an account for your family.',
      ),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/auth/)
    await expect(accountLink(page)).toHaveCount(0)
  })

  test('a wrong password shows Login failed, and keeps the reason beside the button', async ({
    page,
    request,
    expectHttpError,
  }) => {
    expectHttpError('/api/login', 401)
    const account = await registerAccount(request)
    await page.goto('/auth')
    await logInThroughForm(page, account.username, 'not-the-password')
    const toasts = page.getByRole('region', { name: /notifications/i })
    await expect(toasts.getByText('Login failed')).toBeVisible()
    await expect(toasts.getByText('Invalid username or password')).toBeVisible()
    // The toast goes away on its own; the form keeps the reason, and the button names it.
    const login = page.getByRole('tabpanel', { name: 'Login' })
    await expect(login.getByRole('alert')).toHaveText('Invalid username or password')
    const logIn = login.getByRole('button', { name: 'Log In' })
    await expect(logIn).toHaveAccessibleDescription('Invalid username or password')
    await expect(page).toHaveURL(/\/auth/)
  })

  test('a taken username and a common password are refused at their fields', async ({
    page,
    request,
    expectHttpError,
  }) => {
    expectHttpError('/api/register', 400)
    expectHttpError('/api/register', 409)
    const taken = await registerAccount(request)
    const account = newAccount()
    await page.goto('/auth?tab=register')
    const form = await fillRegisterForm(page, { ...account, username: taken.username })
    const create = form.getByRole('button', { name: 'Create Account' })
    await create.click()
    // At the field (its error message), not only in the toast.
    await expect(form.getByText('That username is already taken')).toBeVisible()
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true')

    await form.getByLabel('Username').fill(account.username)
    await form.getByLabel('Password').fill('password123')
    await create.click()
    await expect(
      form.getByText('This password is too common. Please choose one that is harder to guess.'),
    ).toBeVisible()
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Username')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert')).toHaveCount(0)
    await expect(accountLink(page)).toHaveCount(0)
  })

  test('a protected page sends a signed-out visitor to /auth and back after login', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request)
    await page.goto('/community')
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommunity$/)

    await logInThroughForm(page, account.username, account.password)
    await expect(page.getByText('Login successful')).toBeVisible()
    await expect(page).toHaveURL(/\/community$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible()
  })

  test('a signed-in visitor of /auth goes home', async ({ page }) => {
    await registerAccount(page.request)
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)
    await expect(accountLink(page)).toBeVisible()
  })

  test('ignores a redirect that leaves the site', async ({ page, request }) => {
    const account = await registerAccount(request)
    await page.goto('/auth?redirect=//evil.example/phish')
    await logInThroughForm(page, account.username, account.password)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  })
})
