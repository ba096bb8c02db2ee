import { readFile } from 'node:fs/promises'
import { strFromU8, unzipSync } from 'fflate'
import type { PersonalData } from '../api/privacy'
import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { registerAccount } from './auth-helpers'
import { expect, test, uniqueEmail, waitForLive } from './fixtures'
import { mailWithLink } from './inbox'
import { placeOrderThroughApi } from './shop-helpers'

// Issue 37: a member downloads everything the foundation holds about them (decision 087).

test('a member downloads their data: their order, their gift and their post are in it', async ({
  page,
}) => {
  const account = await registerAccount(page.request)
  const [product] = await (await page.request.get('/api/products')).json()
  const order = await placeOrderThroughApi(page.request, product)
  const pledged = await page.request.post('/api/donations', {
    data: {
      amount: 25,
      type: 'one-time',
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      paymentMethod: 'cheque',
    },
  })
  expect(pledged.status(), await pledged.text()).toBe(201)
  const posted = await page.request.post('/api/forum/posts', {
    data: { title: 'Rainy-day puzzles', content: 'Which puzzles keep a seven-year-old busy?' },
  })
  expect(posted.status(), await posted.text()).toBe(201)

  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Your data' })
  // Not verified yet: the page says what the file will add once it is.
  await expect(section).toContainText('Once your email address is verified')
  const downloading = page.waitForEvent('download')
  await section.getByRole('link', { name: 'Download My Data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^brightminds-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as PersonalData
  expect(data.account).toMatchObject({ username: account.username, email: account.email })
  expect(data.orders.map((row) => [row.id, row.totalCents])).toEqual([
    [order.id, Math.round(order.total * 100)],
  ])
  expect(data.gifts.map((gift) => [gift.amountCents, gift.paymentMethod])).toEqual([
    [25_00, 'cheque'],
  ])
  expect(data.forum.posts.map((post) => post.title)).toEqual(['Rainy-day puzzles'])

  // The same, as spreadsheets: a ZIP of CSV tables.
  const zipping = page.waitForEvent('download')
  await section.getByRole('link', { name: 'Download as Spreadsheets' }).click()
  const zip = await zipping
  expect(zip.suggestedFilename()).toMatch(/^brightminds-my-data-\d{4}-\d{2}-\d{2}\.zip$/)
  const files = unzipSync(new Uint8Array(await readFile(await zip.path())))
  const table = (name: string) => {
    const file = Object.keys(files).find((path) => path.endsWith(`/${name}.csv`))
    return file ? strFromU8(files[file]!) : ''
  }
  expect(table('orders')).toContain(`\r\n${order.id},`)
  expect(table('gifts')).toContain('2500')
  expect(table('forum-posts')).toContain('Rainy-day puzzles')
})

test('deleting the account by its e-mailed link: signed out everywhere, the post by a former member, the order without a name', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerAccount(page.request)
  const [product] = await (await page.request.get('/api/products')).json()
  const order = await placeOrderThroughApi(page.request, product)
  const title = `Counting games ${Date.now()}`
  const posted = await page.request.post('/api/forum/posts', {
    data: { title, content: 'Our favourite counting games for car trips.' },
  })
  expect(posted.status(), await posted.text()).toBe(201)
  // The same account signed in on another device.
  const phone = await browser.newContext()
  const signedIn = await phone.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  })
  expect(signedIn.status()).toBe(200)

  await page.goto('/account')
  const section = page.getByRole('region', { name: 'Your data' })
  await section.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(section.getByRole('status')).toHaveText(
    `We have emailed a link to ${account.email}. Open it within 24 hours to delete your account.`,
  )
  const { message, link } = await mailWithLink(account.email, '/delete-account')
  expect(message.subject).toBe('Confirm deleting your BrightMinds Foundation account')

  // Opening the link deletes nothing until the button is pressed.
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete your account')
  await waitForLive(page)
  expect((await phone.request.get('/api/user')).status()).toBe(200)
  await expect(page.getByLabel('Also delete my forum posts and comments')).not.toBeChecked()
  await page.getByRole('button', { name: 'Delete My Account' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible()
  expect((await phone.request.get('/api/user')).status()).toBe(401)
  await phone.close()

  // Another member reads the post, by a former member.
  await registerAccount(request)
  const posts = await (await request.get('/api/forum/posts?limit=50')).json()
  const kept = (posts.posts as { title: string; author: { displayName: string } }[]).find(
    (post) => post.title === title,
  )
  expect(kept?.author.displayName).toBe('Former member')

  // Staff still see the order's amounts, but no longer who it was for.
  const staff = await request.post('/api/login', { data: e2eAdmin })
  expect(staff.status()).toBe(200)
  const seen = await (await request.get(`/api/admin/orders/${order.id}`)).json()
  expect(seen.total).toBe(order.total)
  expect(seen.contact).toMatchObject({ firstName: '', lastName: '', address: '' })
})

test('someone without an account asks for deletion, confirms by the e-mailed link, and an owner erases it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('no-account')
  const pledged = await request.post('/api/donations', {
    data: { amount: 30, type: 'one-time', name: 'Sam Signedout', email, paymentMethod: 'cheque' },
  })
  expect(pledged.status(), await pledged.text()).toBe(201)
  const gift = (await pledged.json()) as { id: number }

  await page.goto('/privacy')
  await page.getByRole('link', { name: 'Ask about your data without an account' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data, without an account')
  await waitForLive(page)
  await page.getByLabel('Email').fill(email)
  await page.getByText('Delete what you hold under my address', { exact: true }).click()
  await expect(
    page.getByRole('radio', { name: 'Delete what you hold under my address' }),
  ).toBeChecked()
  await expect(page.getByText('your gifts stay in our books for seven years')).toBeVisible()
  await page.getByRole('button', { name: 'Send Confirmation Link' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If we hold anything under ${email}`,
  )

  const { message, link } = await mailWithLink(email, '/privacy-request')
  expect(message.subject).toBe('Confirm your request to BrightMinds Foundation')
  // Opening the link confirms nothing until the button is pressed.
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your request')
  await waitForLive(page)
  const owner = page.context().request
  expect((await owner.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const listed = async () =>
    ((await (await owner.get('/api/admin/privacy-requests')).json()) as { email: string }[]).map(
      (row) => row.email,
    )
  expect(await listed()).not.toContain(email)
  await page.getByRole('button', { name: 'Confirm Request' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'We have your request. We will answer by',
  )

  // The owner (signed in above, in the same browser) completes it in the back office.
  await page.goto('/admin')
  await openAdminPage(page, 'Privacy requests')
  const row = page.getByRole('listitem').filter({ hasText: email })
  await expect(row).toContainText('Deletion')
  await expect(row).toContainText('1 gift ·')
  await row.getByRole('button', { name: /^Erase for request/ }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(`Erase what is held under ${email}?`)
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click()
  await expect(row).toContainText('Completed')
  await expect(row).toContainText('1 gift anonymized')
  await expect(row.getByRole('button')).toHaveCount(0)

  // The gift keeps its amount, no longer whose it was.
  const kept = await (await owner.get(`/api/admin/donations/${gift.id}`)).json()
  expect(kept).toMatchObject({ amount: 30, donorName: '', donorEmail: '' })
})
