import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { registerAccount } from './auth-helpers'
import { expect, test, uniqueEmail } from './fixtures'
import { findProduct, placeOrderThroughApi } from './shop-helpers'

test('the orders list and an order are links: reload, back and forward show the same view', async ({
  page,
  browser,
  request,
}) => {
  // A parent's order, not paid yet.
  const parent = await browser.newContext()
  await registerAccount(parent.request)
  const order = await placeOrderThroughApi(
    parent.request,
    await findProduct(request, 'Speed Cube Challenge'),
  )
  await parent.close()

  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin')
  const orders = page.getByRole('region', { name: 'Orders' })
  const status = orders.getByLabel('Status')
  // The overview's tiles open the list that holds what waits.
  const overview = page.getByRole('region', { name: 'Overview' })
  await overview.getByRole('link', { name: 'Orders to pack' }).click()
  await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/)
  await expect(status).toHaveValue('paid')
  await page.goBack()
  await overview.getByRole('link', { name: 'Orders to ship' }).click()
  await expect(status).toHaveValue('packed')
  await openAdminPage(page, 'Orders')
  await expect(status).toHaveValue('')
  const search = orders.getByLabel('Search (order number, name or email)')
  const row = orders.getByRole('listitem', { name: `Order #${order.id}` })

  // Filtered, then searched: each a step in the URL.
  await status.selectOption({ label: 'Awaiting payment' })
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending_payment$/)
  await search.fill(`#${order.id}`)
  await orders.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(orders.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1)
  await expect(row).toBeVisible()

  // A reload shows the same list, with the same filter and words in their fields.
  await page.reload()
  await expect(status).toHaveValue('pending_payment')
  await expect(search).toHaveValue(`#${order.id}`)
  await expect(orders.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1)

  // Back: the filter without the words; forward: the words again.
  await page.goBack()
  await expect(page).toHaveURL(/\/admin\/orders\?status=pending_payment$/)
  await expect(search).toHaveValue('')
  await expect(status).toHaveValue('pending_payment')
  await page.goForward()
  await expect(search).toHaveValue(`#${order.id}`)
  await expect(orders.getByRole('list', { name: 'Orders' }).getByRole('listitem')).toHaveCount(1)

  // The order's own page, the link to send a colleague.
  await row.getByRole('link', { name: `#${order.id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}$`))
  const record = page.getByRole('region', { name: `Order #${order.id}` })
  await expect(record.getByRole('heading', { level: 1 })).toHaveText(`Order #${order.id}`)
  await expect(record.getByText('History')).toBeVisible()
  await page.reload()
  await expect(record.getByText('History')).toBeVisible()
  await page.goBack()
  await expect(search).toHaveValue(`#${order.id}`)
  await expect(row).toBeVisible()
})

test('a stale or mistyped orders link opens the whole list rather than an error', async ({
  page,
  expectConsoleError,
}) => {
  // The browser reports the order that is not there (the API's 404) on its console.
  expectConsoleError(/^Failed to load resource: the server responded with a status of 404/)
  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin/orders?status=lost&page=-3')
  const orders = page.getByRole('region', { name: 'Orders' })
  await expect(orders.getByLabel('Status')).toHaveValue('')
  await expect(
    orders.getByRole('list', { name: 'Orders' }).getByRole('listitem').first(),
  ).toBeVisible()

  await page.goto('/admin/orders/99999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Order #99999999' })).toBeVisible()
  await expect(page.getByText('Order not found')).toBeVisible()
  // Trying again cannot make it exist: no button offers to.
  await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0)
})

test('the donations list and a gift are links: the filter, its totals and the gift come back', async ({
  page,
  request,
}) => {
  // Two pledges of one donor, found by the donor's address.
  const email = uniqueEmail('links')
  const pledge = async (amount: number) =>
    (await (
      await request.post('/api/donations', {
        data: { amount, type: 'one-time', name: 'Lee Links', email, paymentMethod: 'cheque' },
      })
    ).json()) as { id: number }
  const first = await pledge(25)
  const second = await pledge(40)

  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin')
  await openAdminPage(page, 'Donations')
  const gifts = page.getByRole('region', { name: 'Donations' })
  const method = gifts.getByLabel('Method')
  const search = gifts.getByLabel('Search (gift number, name or email)')
  const totals = gifts.getByRole('status').filter({ hasText: 'gifts ·' })
  const rows = gifts.getByRole('list', { name: 'Gifts' }).getByRole('listitem')

  await search.fill(email)
  await gifts.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(rows).toHaveCount(2)
  await method.selectOption({ label: 'Check' })
  await expect(page).toHaveURL(/[?&]method=cheque/)
  await expect(totals).toHaveText(/^2 gifts ·/)

  // A reload keeps the method, the words and the totals they give.
  await page.reload()
  await expect(method).toHaveValue('cheque')
  await expect(search).toHaveValue(email)
  await expect(totals).toHaveText(/^2 gifts ·/)

  // Another method: none of this donor's; back brings the checks again.
  await method.selectOption({ label: 'Card' })
  await expect(totals).toHaveText(/^0 gifts ·/)
  await page.goBack()
  await expect(method).toHaveValue('cheque')
  await expect(rows).toHaveCount(2)

  // The gift's own page, the link in a staff e-mail.
  await gifts.getByRole('link', { name: `#${first.id}`, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/gifts/${first.id}$`))
  const record = page.getByRole('region', { name: `Gift #${first.id}` })
  await expect(record.getByRole('heading', { level: 1 })).toHaveText(`Gift #${first.id}`)
  await expect(record.getByText(`Lee Links · ${email}`)).toBeVisible()
  await expect(record.getByRole('button', { name: 'Record check received' })).toBeVisible()
  await page.reload()
  await expect(record.getByText(`Lee Links · ${email}`)).toBeVisible()
  await page.goBack()
  await expect(gifts.getByRole('link', { name: `#${second.id}`, exact: true })).toBeVisible()
  await expect(method).toHaveValue('cheque')
})

test('an application has its own page, and the applications list keeps its kind and search in the URL', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('linked-volunteer')
  const applied = await request.post('/api/volunteer', {
    data: {
      name: 'Rowan Link',
      email,
      phone: '512-555-0142',
      location: 'Austin, TX',
      expertise: 'Robotics with LEGO',
      availability: 'Weekday afternoons',
      message: 'I can run a robotics afternoon.',
    },
  })
  expect(applied.status()).toBe(201)

  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin/applications?kind=program')
  const kinds = page.getByRole('navigation', { name: 'Kinds of application' })
  await expect(kinds.getByRole('link', { name: 'Program applications' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('region', { name: 'Program applications' })).toBeVisible()
  // Only the list shown is current: not the volunteers' too, whose link carries no search.
  await expect(kinds.getByRole('link', { name: 'Volunteer applications' })).not.toHaveAttribute(
    'aria-current',
  )
  await kinds.getByRole('link', { name: 'Volunteer applications' }).click()
  await expect(page).toHaveURL(/\/admin\/applications$/)
  const volunteers = page.getByRole('region', { name: 'Volunteer applications' })
  await volunteers.getByLabel('Search').fill(email)
  await volunteers.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(volunteers.getByRole('list').getByRole('listitem')).toHaveCount(1)
  await page.reload()
  await expect(volunteers.getByLabel('Search')).toHaveValue(email)
  await expect(volunteers.getByRole('list').getByRole('listitem')).toHaveCount(1)

  // The application's own page: read, handled, and still so after a reload.
  await volunteers.getByRole('link', { name: 'Rowan Link' }).click()
  await expect(page).toHaveURL(/\/admin\/applications\/volunteer\/\d+$/)
  const record = page.getByRole('region', { name: /^Volunteer application #\d+$/ })
  await expect(record.getByText('Robotics with LEGO')).toBeVisible()
  const handle = record.getByRole('form', { name: /^Handle application #\d+$/ })
  await handle.getByLabel('Status').selectOption('contacted')
  await handle.getByLabel('Internal notes').fill('Called back on Tuesday')
  await handle.getByRole('button', { name: 'Save' }).click()
  await expect(record.getByText(`handled by ${e2eAdmin.username}`)).toBeVisible()
  await page.reload()
  await expect(record.locator('span').getByText('contacted', { exact: true })).toBeVisible()
  await expect(handle.getByLabel('Internal notes')).toHaveValue('Called back on Tuesday')

  // Back to the list it came from, with its words.
  await record.getByRole('link', { name: '← All volunteer applications' }).click()
  await expect(volunteers.getByRole('listitem', { name: 'Rowan Link' })).toBeVisible()
})

test('the subscribers list keeps its status and search in the URL', async ({ page }) => {
  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin/subscribers?status=confirmed&q=example&page=x')
  const subscribers = page.getByRole('region', { name: 'Subscribers' })
  await expect(subscribers.getByLabel('Status')).toHaveValue('confirmed')
  await expect(subscribers.getByLabel('Search')).toHaveValue('example')
  await subscribers.getByLabel('Status').selectOption({ label: 'unconfirmed' })
  await subscribers.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/status=pending/)
  await page.goBack()
  await expect(subscribers.getByLabel('Status')).toHaveValue('confirmed')
})

test('a product has its own page with its editor, and a stale product link says so', async ({
  page,
}) => {
  await page.request.post('/api/login', { data: e2eAdmin })
  await page.goto('/admin')
  await openAdminPage(page, 'Catalog')
  const catalog = page.getByRole('region', { name: 'Catalog' })
  await catalog
    .getByRole('listitem', { name: 'Speed Cube Challenge' })
    .getByRole('link', { name: 'Speed Cube Challenge' })
    .click()
  await expect(page).toHaveURL(/\/admin\/catalogue\/\d+$/)
  const record = page.getByRole('region', { name: 'Speed Cube Challenge' })
  await expect(record.getByRole('heading', { level: 1 })).toHaveText('Speed Cube Challenge')
  await expect(record.getByRole('form', { name: 'Edit Speed Cube Challenge' })).toBeVisible()
  await page.reload()
  await expect(record.getByRole('form', { name: 'Edit Speed Cube Challenge' })).toBeVisible()
  await page.goBack()
  await expect(catalog.getByRole('list', { name: 'Products' })).toBeVisible()

  await page.goto('/admin/catalogue/99999999')
  await expect(page.getByRole('heading', { level: 1, name: 'Product #99999999' })).toBeVisible()
  await expect(page.getByText('Product not found')).toBeVisible()
})
