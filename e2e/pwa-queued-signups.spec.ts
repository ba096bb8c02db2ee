import type { APIRequestContext, BrowserContext, Request } from '@playwright/test'
import { expect, reachDeferredParts, test, uniqueEmail } from './fixtures'
import { savedQueuedWrites, waitForServiceWorker } from './pwa-helpers'

test.beforeEach(({ goesOffline }) => goesOffline())

/**
 * Every POST /api/email-signup the page sends for `email`. (Chromium may itself resend a request
 * whose connection dropped before the answer; the server's one row per e-mail and list absorbs
 * that, so a journey checks the row exists rather than which answer came back.)
 */
function signupsSent(context: BrowserContext, email: string) {
  const sent: Request[] = []
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/email-signup')) return
    if (request.postDataJSON()?.email === email) sent.push(request)
  })
  return sent
}

const waitingText = "Your signup will be sent when you're back online."

/** The signup is stored: sending it again answers 200 with that row instead of adding one (006). */
async function expectOneRow(request: APIRequestContext, signup: Record<string, string>) {
  const repeat = await request.post('/api/email-signup', { data: signup })
  expect(repeat.status()).toBe(200)
  expect(await repeat.json()).toMatchObject({ email: signup.email, source: signup.source })
}

test('a newsletter signup made offline is sent once on reconnect', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline-newsletter')
  const sent = signupsSent(context, email)
  await page.goto('/')
  await reachDeferredParts(page)
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })

  await context.setOffline(true)
  await newsletter.getByLabel('Email address').fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter.getByText(waitingText)).toBeVisible()
  await expect(newsletter.getByLabel('Email address')).toHaveValue('')
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeEnabled()

  await context.setOffline(false)
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible()
  await expect(newsletter.getByText(waitingText)).toHaveCount(0)
  expect(sent).toHaveLength(1)
  expect(sent[0]!.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  await expectOneRow(request, { email, source: 'newsletter' })
  await expect.poll(() => savedQueuedWrites(page)).toBe(0)
  expect(sent).toHaveLength(1)
})

test('a newsletter signup made offline survives a reload and is sent once on reconnect', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('reload-newsletter')
  const sent = signupsSent(context, email)
  await page.goto('/')
  await waitForServiceWorker(page)
  await reachDeferredParts(page)
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })

  await context.setOffline(true)
  await newsletter.getByLabel('Email address').fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter.getByText(waitingText)).toBeVisible()

  await page.reload()
  await expect(newsletter.getByText(waitingText)).toBeVisible()
  expect(sent).toHaveLength(0)

  await context.setOffline(false)
  await expect(page.getByText('Check your inbox', { exact: true })).toBeVisible()
  await expect(newsletter.getByText(waitingText)).toHaveCount(0)
  await page.reload()
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible()
  await expect.poll(() => savedQueuedWrites(page)).toBe(0)
  expect(sent).toHaveLength(1)
  await expectOneRow(request, { email, source: 'newsletter' })
})

test('a mailing-list signup made offline closes the dialog and is sent once on reconnect', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('offline-mailing')
  const sent = signupsSent(context, email)
  await page.goto('/mission')
  // The dialog's code and the toasts come from the worker's cache once offline.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Join Our Mailing List' }).click()
  const dialog = page.getByRole('dialog', { name: 'Join Our Mailing List' })
  await dialog.getByLabel('First Name').fill('Maya')
  await dialog.getByLabel('Last Name').fill('Chen')
  await dialog.getByLabel('Email Address').fill(email)
  await dialog.getByRole('button', { name: 'Join Mailing List' }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByText("You're offline", { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText(waitingText)).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByText('Thank you for joining!', { exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByText(waitingText)).toHaveCount(0)
  expect(sent).toHaveLength(1)
  await expectOneRow(request, {
    email,
    source: 'mailing-list',
    firstName: 'Maya',
    lastName: 'Chen',
  })
})

test('a signup queued in a tab that is closed is still sent, from the tab left open', async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail('closed-tab')
  const sent = signupsSent(context, email)
  await page.goto('/')
  await waitForServiceWorker(page)
  await reachDeferredParts(page)
  const other = await context.newPage()
  await other.goto('/store')
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  await newsletter.getByLabel('Email address').fill(email)
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(newsletter.getByText(waitingText)).toBeVisible()
  await page.close({ runBeforeUnload: true })
  // Closing with beforeunload does not wait for the page to go: its save on leaving lands soon.
  await expect.poll(() => savedQueuedWrites(other)).toBe(1)

  // The open tab saves its own (empty) queue now (its save on leaving, run at once rather than
  // waited for); the closed tab's signup must survive it.
  await other.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
  expect(await savedQueuedWrites(other)).toBe(1)
  await context.setOffline(false)
  await other.reload()
  await expect(other.getByText('Check your inbox', { exact: true })).toBeVisible()
  expect(sent).toHaveLength(1)
  await expectOneRow(request, { email, source: 'newsletter' })
})
