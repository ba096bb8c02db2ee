import type { Page } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm, registerAccount } from './auth-helpers'
import { expect, expectLedToField, reachDeferredParts, test } from './fixtures'

const forms: {
  name: string
  path: string
  open?: (page: Page) => Promise<void>
  submit: string
  first: string
}[] = [
  {
    name: 'volunteer',
    path: '/volunteer',
    submit: 'Submit Volunteer Application',
    first: 'Full Name',
  },
  { name: 'program', path: '/program', submit: 'Submit Application', first: "Child's First Name" },
  { name: 'log in', path: '/auth', submit: 'Log In', first: 'Username' },
  { name: 'register', path: '/auth?tab=register', submit: 'Create Account', first: 'First Name' },
  { name: 'waitlist', path: '/auth?tab=waitlist', submit: 'Join Waitlist', first: 'Email' },
  { name: 'password reset', path: '/forgot-password', submit: 'Send Reset Link', first: 'Email' },
  {
    name: 'new password',
    path: '/reset-password?token=from-the-email',
    submit: 'Set New Password',
    first: 'New Password',
  },
  {
    name: 'mailing list',
    path: '/mission',
    open: (page) => page.getByRole('button', { name: 'Join Our Mailing List' }).click(),
    submit: 'Join Mailing List',
    first: 'First Name',
  },
  {
    name: 'privacy request',
    path: '/privacy-request',
    submit: 'Send Confirmation Link',
    first: 'Email',
  },
  { name: 'donation', path: '/donate', submit: 'Donate $50.00', first: 'Full name' },
]

for (const form of forms) {
  test(`the ${form.name} form, submitted empty, leads to its first invalid field`, async ({
    page,
  }) => {
    await page.goto(form.path)
    await form.open?.(page)
    const submit = page.getByRole('button', { name: form.submit, exact: true })
    await submit.scrollIntoViewIfNeeded()
    await submit.click()
    await expectLedToField(page, form.first)
  })
}

test('the volunteer form shows every invalid field as invalid, text areas too', async ({
  page,
}) => {
  await page.goto('/volunteer')
  await page.getByRole('button', { name: 'Submit Volunteer Application' }).click()
  const why = page.getByLabel('Why do you want to volunteer?')
  await expect(why).toHaveAttribute('aria-invalid', 'true')
  // Red like the other invalid fields, also under the pointer and with focus.
  // The theme's danger.solid (toHaveCSS waits out the border's colour transition).
  const red = 'rgb(185, 28, 28)'
  await expect(page.getByLabel('Email Address')).toHaveCSS('border-color', red)
  await expect(why).toHaveCSS('border-color', red)
  await why.hover()
  await expect(why).toHaveCSS('border-color', red)
  await expect(page.getByLabel('Full Name')).toBeFocused()
  await expect(page.getByLabel('Full Name')).toHaveCSS('border-color', red)
  // Fixed, it is no longer red.
  await page.getByLabel('Full Name').fill('Ana Lima')
  await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Full Name')).not.toHaveCSS('border-color', red)
})

test('the home page forms lead to the field to fix', async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expectLedToField(page, 'Email address')

  const once = page.getByRole('form', { name: 'Give Once' })
  await once.getByText('Other', { exact: true }).click()
  await once.getByRole('button', { name: 'Donate Now' }).click()
  await expectLedToField(page, 'Custom amount (USD)')
})

test('the checkout leads to its first missing contact field', async ({ page }) => {
  await page.goto('/product/1')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart')).toBeVisible()
  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Complete Checkout' }).click()
  await expectLedToField(page, 'First Name')
})

test('a new forum post without content leads to the content box', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/community?tab=forum')
  await page.getByLabel('Title').fill('Only a title')
  await page.getByRole('button', { name: 'Create Post' }).click()
  await expectLedToField(page, 'What would you like to share?')
})

test("a member's change-password form and a comment box lead to the field to fix", async ({
  page,
}) => {
  await registerAccount(page.request)
  await page.goto('/account')
  const password = page.getByRole('region', { name: 'Change password' })
  await password.getByRole('button', { name: 'Update Password' }).scrollIntoViewIfNeeded()
  await password.getByRole('button', { name: 'Update Password' }).click()
  await expectLedToField(page, 'Current Password')

  await page.goto('/community?tab=forum')
  const post = page.getByRole('list', { name: 'Forum posts' }).getByRole('article').first()
  await post.getByRole('button', { name: /^Comment on / }).click()
  await post.getByRole('button', { name: 'Post Comment' }).click()
  await expectLedToField(page, 'Add a comment')
})

test('the back-office forms lead to the field to fix', async ({ page }) => {
  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await openAdminPage(page, 'Catalog')
  const product = page.getByRole('form', { name: 'Add a product' })
  await product.getByRole('button', { name: 'Add product' }).click()
  await expectLedToField(page, 'Name')

  await openAdminPage(page, 'Content')
  const resource = page.getByRole('form', { name: 'Add a resource' })
  await resource.getByRole('button', { name: 'Add resource' }).click()
  await expectLedToField(page, 'Title')

  await openAdminPage(page, 'Statistics and network')
  // The statistics above the network fill in as their data arrives; a field focused before
  // they have would be pushed out of view by them (seen on a busy machine).
  await expect(
    page.getByRole('list', { name: 'Education statistics' }).getByRole('listitem').first(),
  ).toBeVisible()
  const network = page.getByRole('region', { name: 'Professional Network' })
  await network.getByRole('button', { name: 'Add a contact' }).click()
  await network.getByRole('button', { name: 'Add contact' }).click()
  await expectLedToField(page, 'Name')

  await openAdminPage(page, 'Storytelling calls')
  const slot = page.getByRole('form', { name: 'Publish a call time' })
  await slot.getByLabel('How the family joins').fill('We call you')
  await slot.getByRole('button', { name: 'Publish Time' }).click()
  await expectLedToField(page, 'Starts at (your time)')
  await expect(slot.getByText('Start must be a date and time', { exact: true })).toBeVisible()

  await openAdminPage(page, 'Newsletters')
  const newsletter = page.getByRole('region', { name: 'Newsletter' })
  await newsletter.getByRole('button', { name: 'Save draft' }).click()
  await expectLedToField(page, 'Subject')
  await expect(newsletter.getByText('Please enter a subject')).toBeVisible()
  // Fixed, its message goes at once; the body's stays until it is written.
  await newsletter.getByLabel('Subject', { exact: true }).fill('Spring term')
  await expect(newsletter.getByText('Please enter a subject')).toHaveCount(0)
  await expect(newsletter.getByText('Please write the newsletter')).toBeVisible()

  // A search the API would refuse says why under the field, before anything is asked.
  await openAdminPage(page, 'Orders')
  const orders = page.getByRole('region', { name: 'Orders' })
  await orders.getByLabel('Search (order number, name or email)').fill('x'.repeat(201))
  await orders.getByRole('button', { name: 'Search', exact: true }).click()
  await expectLedToField(page, 'Search (order number, name or email)')
  await expect(orders.getByText('Search is at most 200 characters')).toBeVisible()
})
