import { e2eAdmin } from './admin-account'
import { logInThroughForm } from './auth-helpers'
import { expect, expectLedToField, reachDeferredParts, test, uniqueEmail } from './fixtures'
import { mailWithSubject } from './inbox'

// The accessibility statement (issue 35): linked from every page's footer, it says what the site
// aims for and how it is checked, and its form takes a barrier to the staff who answer it.

test('a reader follows the footer from the page that failed them and reports the barrier', async ({
  page,
}) => {
  const email = uniqueEmail('barrier')
  await page.goto('/store')
  await reachDeferredParts(page)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Accessibility', exact: true })
    .click()
  await expect(page).toHaveURL('/accessibility')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility Statement')
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible()
  const form = page.getByRole('form', { name: 'Report a barrier' })
  // Where they came from is already there: the page that failed them.
  await expect(form.getByLabel('Where was it? (optional)')).toHaveValue('/store')

  // Sent empty: led to what is missing, nothing sent.
  await form.getByRole('button', { name: 'Send Report' }).click()
  await expectLedToField(page, 'What happened?')
  await expect(
    form.getByText('Please tell us what happened (at least 10 characters)'),
  ).toBeVisible()
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()

  await form.getByLabel('What happened?').fill('The age filter cannot be reached with Tab.')
  await form.getByLabel('What do you browse with? (optional)').fill('Keyboard only')
  await form.getByLabel('Your e-mail, so we can answer').fill(email)
  await form.getByRole('button', { name: 'Send Report' }).click()
  const thanks = page.getByRole('heading', { name: 'Thank you for telling us' })
  await expect(thanks).toBeFocused()
  await expect(page.getByText(/answer within 5 business days/).first()).toBeVisible()

  const copy = await mailWithSubject(
    email,
    'We received your accessibility report · BrightMinds Foundation',
  )
  expect(copy.text).toContain('The age filter cannot be reached with Tab.')

  // Staff find it among the reports waiting, and its own page says what happened and where.
  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await page
    .getByRole('region', { name: 'Overview' })
    .getByRole('link', { name: 'New accessibility reports' })
    .click()
  await expect(page).toHaveURL(/\/admin\/applications\?(?=.*kind=accessibility)(?=.*status=new)/)
  const reports = page.getByRole('list', { name: 'Accessibility reports' })
  const row = reports.getByRole('listitem', { name: `${email} on /store` })
  await row.getByRole('link', { name: `${email} on /store` }).click()
  await expect(page.getByRole('heading', { name: /^Accessibility report #\d+$/ })).toBeVisible()
  // Each field under the words staff read, not the record's key.
  const field = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
  await expect(field('Browses with')).toHaveText('Keyboard only')
  await expect(field('Page')).toHaveText('/store')
  await expect(field('Language')).toHaveText('English')
})

test('the statement and its form in Spanish', async ({ page }) => {
  await page.goto('/es/accessibility')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad')
  const form = page.getByRole('form', { name: 'Avísenos de una barrera' })
  await form.getByRole('button', { name: 'Enviar informe' }).click()
  await expect(form.getByText('Cuéntenos qué ocurrió (al menos 10 caracteres)')).toBeVisible()
})
