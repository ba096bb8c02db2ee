import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm } from './auth-helpers'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 390, height: 844 } })

test('staff change a figure once, and every page that quotes it shows the new one with its source', async ({
  page,
  request,
}) => {
  const figure = `${70 + Math.floor(Math.random() * 900)}+`
  const source = `Workshop attendance records, checked ${figure}`
  await page.goto('/auth')
  await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
  await expect(page).toHaveURL(/\/admin$/)
  await openAdminPage(page, 'Content')

  const facts = page.getByRole('region', { name: 'Organization Facts' })
  const students = facts
    .getByRole('list', { name: 'Figures' })
    .getByRole('listitem')
    .filter({ hasText: 'students in our workshops' })
  await students.getByRole('button', { name: /^Edit / }).click()
  const form = facts.getByRole('form', { name: /^Edit .*students in our workshops$/ })
  // Exact: each English field has its Spanish one under it ('Source, in Spanish').
  await form.getByLabel('Figure', { exact: true }).fill(figure)
  await form.getByLabel('Source', { exact: true }).fill(source)
  await form.getByRole('button', { name: 'Save figure' }).click()
  await expect(page.getByText('Figure saved')).toBeVisible()
  await expect(students).toContainText(figure)

  // A visitor's first view of each page (the server's render, from the page cache or not).
  for (const path of ['/', '/about', '/impact']) {
    const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '')
    expect(html, path).toContain(`>${figure}<`)
  }
  // And as the pages show it, on a phone.
  await page.goto('/')
  const hero = page.getByRole('region', { name: "Unlocking Children's Cognitive Potential" })
  await expect(hero.getByText(figure, { exact: true })).toBeVisible()
  await page.goto('/impact')
  const numbers = page.getByRole('region', { name: 'Our Impact in Numbers' })
  const stat = numbers.getByText(figure, { exact: true })
  await stat.scrollIntoViewIfNeeded()
  await expect(stat).toBeVisible()
  await expect(numbers.getByText(`Source: ${source}, as of`)).toBeVisible()
})
