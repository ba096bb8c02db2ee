import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { logInThroughForm, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'

test.describe('admin dashboard', () => {
  test('an admin lands on /admin, then opens statistics and the network, and settings', async ({
    page,
  }) => {
    await page.goto('/auth')
    await logInThroughForm(page, e2eAdmin.username, e2eAdmin.password)
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add Your Profile' })).toHaveAttribute(
      'href',
      '/volunteer',
    )
    // The back office's own frame: no public header with its Donate button.
    await expect(page.getByRole('link', { name: 'Donate' })).toHaveCount(0)

    await openAdminPage(page, 'Statistics and network')
    await expect(page).toHaveURL(/\/admin\/statistics$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Statistics and network' }),
    ).toBeVisible()

    const stats = page.getByRole('list', { name: 'Education statistics' })
    await expect(stats.getByRole('listitem')).toHaveCount(6)

    const contacts = page.getByRole('list', { name: 'Professional network contacts' })
    await expect(contacts.getByRole('listitem').first()).toBeVisible()
    const connect = contacts.getByRole('link', { name: /^Connect with / }).first()
    await expect(connect).toHaveAttribute(
      'href',
      /^mailto:[^?]+\?subject=Networking%20Opportunity%20-%20BrightMinds%20Foundation$/,
    )

    await openAdminPage(page, 'Settings and health')
    await expect(page.getByRole('heading', { level: 2, name: 'Outbox' })).toBeVisible()
    // This server has no Stripe keys: nothing to check, and what Stripe will have to send.
    const webhook = page.getByRole('region', { name: 'Stripe webhook' })
    await expect(webhook.getByRole('status')).toContainText('Card payments are not configured')
    await expect(
      webhook.getByRole('list', { name: 'Events the site handles' }).getByRole('listitem'),
    ).toHaveCount(9)
  })

  test("the overview's chart leads to its numbers as a table", async ({ page }) => {
    await page.request.post('/api/login', { data: e2eAdmin })
    await page.goto('/admin')
    const overview = page.getByRole('region', { name: 'Overview' })
    const table = overview.getByRole('table')
    await expect(table).toBeHidden()
    await overview.getByRole('button', { name: '(the numbers as a table)' }).click()
    await expect(table.getByRole('row')).toHaveCount(13)
    await expect(overview.getByText('The numbers', { exact: true })).toBeFocused()
  })

  test('a signed-in visitor without the admin role sees Admins only', async ({ page }) => {
    const adminCalls: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url())
    })
    await registerAccount(page.request)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Return Home' })).toBeVisible()
    expect(adminCalls).toEqual([])
  })
})
