import { e2eAdmin } from './admin-account'
import { openAdminPage } from './admin-pages'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
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
