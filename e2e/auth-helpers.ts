import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

export interface TestAccount {
  username: string
  password: string
  firstName: string
  lastName: string
  email: string
  /** The sign-up age question (docs/decisions/020). */
  ageConfirmation: 'adult-13-plus' | 'parent-educator'
}

/** A fresh account's details; unique per call so parallel journeys never collide. */
export function newAccount(prefix = 'parent'): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  return {
    username: `${prefix}-${id}`,
    password: `puzzle-garden-${id}`,
    firstName: 'Maya',
    lastName: 'Okafor',
    email: `${prefix}-${id}@example.org`,
    ageConfirmation: 'parent-educator',
  }
}

/**
 * Creates the account through the API. With `page.request` the browser context shares the
 * cookie, so the page is then signed in; with the `request` fixture it is not.
 */
export async function registerAccount(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/register', { data: account })
  expect(response.status(), await response.text()).toBe(201)
  return account
}

/** Signs in through the /auth form (the Login tab is the default). */
export async function logInThroughForm(page: Page, username: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Login' })
  await panel.getByLabel('Username').fill(username)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Log In' }).click()
}

/** The header's account controls on a wide screen. */
export function accountLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: 'Your account' })
}
