import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm } from './auth-helpers'
import { expect, test, uniqueEmail } from './fixtures'
import { confirmedReader, inbox, mailWithSubject } from './inbox'

// Sponsorship (issue 32, decision 061): its own monthly page, and the term update staff send to
// current sponsors only, through the newsletter delivery.

test.use({ viewport: { width: 390, height: 844 } })

test('a sponsor pledges monthly on /sponsor and receives the term update staff send to sponsors only', async ({
  page,
  request,
}) => {
  const reader = await confirmedReader(request, 'reader')
  const sponsor = uniqueEmail('sponsor')

  await page.goto('/sponsor')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sponsor a Student')
  const about = page.getByRole('complementary', { name: 'About sponsorship' })
  await expect(about.getByRole('heading', { name: 'What you receive' })).toBeVisible()
  await expect(about.getByRole('heading', { name: 'A sample term update' })).toBeVisible()
  await expect(about).toContainText('Never a child’s personal data')
  // Monthly only: no one-time choice, and the same three amounts as /donate.
  const form = page.getByRole('form', { name: 'Your gift' })
  await expect(form.getByRole('radio', { name: 'One-time' })).toHaveCount(0)
  await form.getByText('$25', { exact: true }).click()
  await expect(form.getByRole('radio', { name: '$25 a puzzle kit' })).toBeChecked()
  await form.getByLabel('Full name').fill('Sam Sponsor')
  await form.getByLabel('Email address').fill(sponsor)
  await form.getByRole('button', { name: 'Sponsor $25.00 Monthly' }).click()
  await expect(
    page.getByRole('heading', { name: 'Thank you for your pledge, Sam Sponsor!' }),
  ).toBeVisible()

  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await openAdminPage(page, 'Newsletters')
  const section = page.getByRole('region', { name: 'Newsletter' })
  const subject = `Fall term update ${Date.now()}`
  await section.getByLabel('Send to').selectOption({ label: 'Current sponsors (term update)' })
  await expect(section.getByText(/no name, photo, school/)).toBeVisible()
  await section.getByLabel('Subject', { exact: true }).fill(subject)
  await section
    .getByLabel('Message', { exact: true })
    .fill('Our **Saturday group** built its first circuits.')
  await section.getByRole('button', { name: 'Save draft' }).click()
  await section.getByRole('button', { name: 'Send to sponsors…' }).click()
  await expect(section.getByText('to every current student sponsor?')).toBeVisible()
  await section.getByRole('button', { name: 'Send now' }).click()
  const row = section.getByRole('listitem', { name: subject })
  await expect(row.getByText('Sponsors', { exact: true })).toBeVisible()
  await expect(row.getByText('Sent', { exact: true })).toBeVisible()
  await expect(row.getByText(/^(\d+) of \1 sent$/)).toBeVisible()

  const update = await mailWithSubject(sponsor, subject)
  expect(update.text).toContain('Our **Saturday group** built its first circuits.')
  const manage = /To change, pause or end your sponsorship: (https?:\/\/\S+)/.exec(update.text)
  expect(manage).not.toBeNull()
  // The link in the update opens the sponsor's own gift.
  const link = new URL(manage![1]!)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { name: 'Your monthly gift' })).toBeVisible()
  await expect(page.getByText('$25.00 a month')).toBeVisible()
  // Every copy has left: none went to the mailing list.
  expect((await inbox()).filter((m) => m.to.includes(reader)).map((m) => m.subject)).not.toContain(
    subject,
  )
})
