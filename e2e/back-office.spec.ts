import { e2eAdmin } from './admin-account'
import { logInThroughForm } from './auth-helpers'
import { expect, test, uniqueEmail } from './fixtures'

test('staff read a volunteer application, mark it contacted with a note, and export the list', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('volunteer')
  const applied = await request.post('/api/volunteer', {
    data: {
      name: 'Morgan Vale',
      email,
      phone: '512-555-0199',
      location: 'Austin, TX',
      expertise: 'Teaching chess to children',
      availability: 'Saturday mornings',
      message: 'I would love to run a chess club.',
    },
  })
  expect(applied.status()).toBe(201)

  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)
  const section = page.getByRole('region', { name: 'Volunteer applications' })
  await section.getByLabel('Search').fill(email)
  await section.getByRole('button', { name: 'Filter' }).click()
  const row = section.getByRole('listitem', { name: 'Morgan Vale' })
  await expect(row.getByText('new', { exact: true })).toBeVisible()
  await row.getByRole('button', { name: 'Open' }).click()
  await expect(row.getByText('Teaching chess to children')).toBeVisible()
  const handle = row.getByRole('form', { name: /^Handle application #\d+$/ })
  await handle.getByLabel('Status').selectOption('contacted')
  await handle.getByLabel('Internal notes').fill('Called, will visit on Saturday')
  await handle.getByRole('button', { name: 'Save' }).click()
  // The badge, a span (the status select offers the word too, as an option).
  await expect(row.locator('span').getByText('contacted', { exact: true })).toBeVisible()
  await expect(row.getByText(`handled by ${e2eAdmin.username}`)).toBeVisible()

  const download = page.waitForEvent('download')
  await section.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('volunteer-applications.csv')
  const text = await (await file.createReadStream()).toArray()
  const csv = Buffer.concat(text as Buffer[]).toString('utf8')
  expect(csv.startsWith('\uFEFFid,received,status,name,email')).toBe(true)
  expect(csv).toContain(`contacted,Morgan Vale,${email}`)
})
