import type { Locator, Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

/**
 * WCAG 2.2, 3.3.8 Accessible authentication (minimum), issue 35: signing in, signing up and
 * changing a password ask no one to remember, transcribe or solve anything. Every password
 * field lets a password manager fill it (its `autocomplete` token names what it holds) and lets
 * a person paste into it; there is no puzzle anywhere, and the donation form's trap for bots is
 * out of every person's reach.
 */

/** A paste the page refuses is one whose event a script cancelled. */
async function pasteAllowed(field: Locator) {
  return field.evaluate((input) => {
    const data = new DataTransfer()
    data.setData('text/plain', 'pasted-from-a-password-manager')
    const paste = new ClipboardEvent('paste', {
      clipboardData: data,
      bubbles: true,
      cancelable: true,
    })
    return input.dispatchEvent(paste)
  })
}

async function expectFillable(field: Locator, token: string) {
  await expect(field).toHaveAttribute('autocomplete', token)
  expect(await pasteAllowed(field)).toBe(true)
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click()
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true')
}

test('sign-in and sign-up fields are named for password managers and take a paste', async ({
  page,
}) => {
  await page.goto('/auth')
  const login = page.getByRole('tabpanel')
  await expectFillable(login.getByLabel('Username'), 'username')
  await expectFillable(login.getByLabel('Password', { exact: true }), 'current-password')
  await openTab(page, 'Register')
  const register = page.getByRole('tabpanel')
  await expectFillable(register.getByLabel('Email', { exact: true }), 'email')
  await expectFillable(register.getByLabel('Username'), 'username')
  await expectFillable(register.getByLabel('Password', { exact: true }), 'new-password')
  // No puzzle, picture test or code to copy on either.
  await expect(page.locator('iframe[src*="captcha"], [class*="captcha"]')).toHaveCount(0)
})

test('changing a password: the current one is filled, the new one offered', async ({ page }) => {
  await registerAccount(page.request)
  await page.goto('/account')
  const form = page.getByRole('region', { name: 'Change password' })
  await expectFillable(form.getByLabel('Current Password'), 'current-password')
  for (const field of await form.locator('input[type="password"]').all()) {
    expect(await pasteAllowed(field)).toBe(true)
  }
  await expect(form.locator('input[autocomplete="new-password"]')).toHaveCount(2)
})

test("the donation form's trap for bots is out of reach: not seen, not tabbed to, not announced", async ({
  page,
}) => {
  await page.goto('/donate')
  const trap = page.locator('input[name="website"]')
  await expect(trap).toHaveCount(1)
  await expect(trap).toHaveAttribute('tabindex', '-1')
  expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true)
  const box = await trap.boundingBox()
  expect(box === null || box.x + box.width <= 0).toBe(true)
})
