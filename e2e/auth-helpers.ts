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

/**
 * Fills the /auth page's Register tab with `account`, answering "Who is signing up?" with the
 * option labelled `who`; the caller submits. Answers the tab, for what it checks next.
 */
export async function fillRegisterForm(
  page: Page,
  account: TestAccount,
  who = 'I am a parent or educator',
) {
  const form = page.getByRole('tabpanel', { name: 'Register' })
  await form.getByLabel('First Name').fill(account.firstName)
  await form.getByLabel('Last Name').fill(account.lastName)
  await form.getByLabel('Email').fill(account.email)
  await form.getByLabel('Username').fill(account.username)
  await form.getByLabel('Password').fill(account.password)
  await form.getByLabel('Who is signing up?').selectOption({ label: who })
  return form
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
