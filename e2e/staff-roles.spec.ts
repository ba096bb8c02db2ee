import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { newAccount, registerAccount } from './auth-helpers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { linkFromOutbox } from './outbox'

// Roles with least privilege (issue 33, decision 072): an owner invites, the invited person
// accepts with their own account and sees only what their role is for.

test('an invited packer accepts and gets only fulfilment: no gifts, no mailing list', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const login = await page.request.post('/api/login', { data: e2eAdmin })
  expect(login.status()).toBe(200)
  const packer = newAccount('packer')
  await page.goto('/admin/staff')
  const staff = page.getByRole('region', { name: 'Staff' })
  const invite = staff.getByRole('form', { name: 'Invite someone' })
  // Nothing chosen: the form says what is missing and keeps what was typed.
  await invite.getByLabel('Email address').fill(packer.email)
  await invite.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(invite.getByText('Choose at least one role')).toBeVisible()
  await expect(invite.getByRole('checkbox', { name: /^Owner/ })).toBeFocused()
  await invite.getByRole('checkbox', { name: /^Fulfilment/ }).check()
  await invite.getByRole('button', { name: 'Send Invitation' }).click()
  const waiting = staff.getByRole('list', { name: 'Invitations waiting' })
  // One address exactly: the mistyped one below contains the packer's.
  const invitationTo = (email: string) =>
    waiting.getByRole('listitem').filter({ has: page.getByText(email, { exact: true }) })
  await expect(invitationTo(packer.email)).toContainText('Fulfilment')
  await expect(invite.getByLabel('Email address')).toHaveValue('')

  // An invitation to a mistyped address is withdrawn; the packer's stays.
  const typo = `typo-${packer.email}`
  await invite.getByLabel('Email address').fill(typo)
  await invite.getByRole('checkbox', { name: /^Owner/ }).check()
  await invite.getByRole('button', { name: 'Send Invitation' }).click()
  await expect(invitationTo(typo)).toBeVisible()
  await waiting.getByRole('button', { name: `Withdraw the invitation to ${typo}` }).click()
  await expect(invitationTo(typo)).toHaveCount(0)
  await expect(invitationTo(packer.email)).toBeVisible()

  // The packer, in a browser of their own, with an account on the invited address.
  const context = await browser.newContext({ baseURL })
  const theirs = await context.newPage()
  await registerAccount(theirs.request, packer)
  const mailbox = await playwright.request.newContext({ baseURL })
  const link = await linkFromOutbox(mailbox, packer.email, '/staff-invitation')
  await mailbox.dispose()
  await theirs.goto(`${link.pathname}${link.search}`)
  await expect(theirs.getByRole('heading', { level: 1, name: 'Join the staff' })).toBeVisible()
  await expect(theirs.getByText(`You are signed in as ${packer.username}`)).toBeVisible()
  await expectNoAxeViolations(theirs)
  await theirs.getByRole('button', { name: 'Accept Invitation' }).click()
  await expect(theirs.getByRole('status').filter({ hasText: 'Welcome aboard' })).toContainText(
    'you can now work in the back office as Fulfilment.',
  )
  await theirs.getByRole('link', { name: 'Open the Admin Dashboard' }).click()
  await expect(theirs.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible()
  // No gift refunds, no donor or subscriber export, no staff: not even the links.
  const pages = theirs.getByRole('navigation', { name: 'Back office' }).getByRole('link')
  await expect(pages).toHaveText(['Overview', 'Orders', 'Catalog'])
  // The overview's tiles lead only where the role may go.
  const overview = theirs.getByRole('region', { name: 'Overview' })
  await expect(overview.getByRole('link', { name: 'Orders to pack' })).toBeVisible()
  await expect(overview.getByText('New applications')).toBeVisible()
  await expect(overview.getByRole('link', { name: 'New applications' })).toHaveCount(0)
  await openAdminPage(theirs, 'Orders')
  await expect(theirs.getByRole('region', { name: 'Orders' })).toBeVisible()
  await openAdminPage(theirs, 'Catalog')
  await expect(theirs.getByRole('region', { name: 'Catalog' })).toBeVisible()
  // A link to the gifts shared by a colleague says why there is nothing, and asks for nothing.
  const giftCalls: string[] = []
  theirs.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin/donations')) {
      giftCalls.push(request.url())
    }
  })
  await theirs.goto('/admin/gifts')
  await expect(theirs.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible()
  await expect(theirs.getByRole('region', { name: 'Donations' })).toHaveCount(0)
  expect(giftCalls).toEqual([])
  const csv = { headers: { Accept: 'text/csv' } }
  expect((await theirs.request.get('/api/admin/donations', csv)).status()).toBe(403)
  expect((await theirs.request.get('/api/admin/subscribers', csv)).status()).toBe(403)

  // The owner sees the packer among the staff now, with the one role.
  await page.reload()
  const members = staff.getByRole('list', { name: 'Staff members' }).getByRole('listitem')
  const packerRow = members.filter({ hasText: packer.username })
  await expect(packerRow).toContainText('Fulfilment')

  // The packer moderates the forum too: ticked, saved, and the list shows what was saved.
  await packerRow.locator('summary').click()
  const save = packerRow.getByRole('button', { name: 'Save Roles' })
  await expect(save).toBeDisabled()
  await packerRow.getByRole('checkbox', { name: /^Forum moderator/ }).check()
  await save.click()
  await expect(packerRow).toContainText(': Fulfilment, Forum moderator')
  await expect(packerRow.getByRole('checkbox', { name: /^Forum moderator/ })).toBeChecked()
  await expect(save).toBeDisabled()
  await context.close()
})
