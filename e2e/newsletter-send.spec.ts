import type { Page } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { logInThroughForm } from './auth-helpers'
import { expect, test } from './fixtures'
import { confirmedReader, inbox, mailWithLink, mailWithSubject } from './inbox'

/** Staff write a newsletter in /admin and send it; answers once every copy has left. */
async function sendNewsletter(page: Page, subject: string, body: string) {
  await page.goto('/admin/newsletters')
  const section = page.getByRole('region', { name: 'Newsletter' })
  await section.getByLabel('Subject', { exact: true }).fill(subject)
  await section.getByLabel('Message', { exact: true }).fill(body)
  await section.getByRole('button', { name: 'Save draft' }).click()
  await section.getByRole('button', { name: 'Send to subscribers…' }).click()
  await section.getByRole('button', { name: 'Send now' }).click()
  const row = section.getByRole('listitem', { name: subject })
  await expect(row.getByText('Sent', { exact: true })).toBeVisible()
  // The progress bar ends full: every recipient's copy delivered. Late in a full run every
  // journey's reader is a subscriber, and on a busy 2-core machine their copies took longer
  // than the default wait to leave: the condition is waited on for up to a minute.
  await expect(row.getByText(/^(\d+) of \1 sent$/)).toBeVisible({ timeout: 60_000 })
}

test('staff send a newsletter; a reader unsubscribes from it and gets no further one', async ({
  page,
  request,
}) => {
  const leaving = await confirmedReader(request, 'leaving')
  const staying = await confirmedReader(request, 'staying')
  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)

  const first = `Spring news ${Date.now()}`
  await sendNewsletter(page, first, 'Our **spring workshops** are open.')
  for (const email of [leaving, staying]) await mailWithSubject(email, first)

  // The visible link at the foot of the newsletter: the page asks, then confirms.
  const { link } = await mailWithLink(leaving, '/unsubscribe')
  const reader = await page.context().browser()!.newPage()
  await reader.goto(`${link.pathname}${link.search}`)
  await expect(reader.getByText(`Stop sending newsletters to ${leaving}?`)).toBeVisible()
  await reader.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(reader.getByRole('main').getByRole('status')).toContainText(
    `${leaving} is unsubscribed`,
  )
  await reader.close()

  const second = `Summer news ${Date.now()}`
  await sendNewsletter(page, second, 'Summer camp places are limited.')
  await mailWithSubject(staying, second)
  // Every copy of the second newsletter has left: none went to the unsubscribed reader.
  expect((await inbox()).filter((m) => m.to.includes(leaving)).map((m) => m.subject)).not.toContain(
    second,
  )
})
