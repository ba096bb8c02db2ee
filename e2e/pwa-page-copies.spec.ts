import { accountLink, logInThroughForm, registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { pageCopies, pageCopy, waitForServiceWorker } from './pwa-helpers'
import { staffWithNewProduct } from './shop-helpers'

test("a returning visitor's page opens from the worker's copy, then shows and keeps what changed", async ({
  page,
  playwright,
}) => {
  const name = `Shape Sorter ${Date.now()}`
  const { staff, id } = await staffWithNewProduct(playwright, name)

  // The first visit installs the worker; the next view of the store is kept, as the server
  // rendered it.
  await page.goto('/store')
  await waitForServiceWorker(page)
  await page.reload()
  await expect.poll(() => pageCopy(page, '/store')).toContain('$16.50')

  expect((await staff.patch(`/api/admin/products/${id}`, { data: { price: 18 } })).status()).toBe(
    200,
  )
  // The next visit opens the copy (the old price in its document) and reads the catalogue again
  // once live: the new price shows, and the copy is refreshed behind it.
  const copy = await page.reload()
  expect(copy?.fromServiceWorker()).toBe(true)
  expect(await copy?.text()).toContain('$16.50')
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name }) })
  await expect(card.getByText('$18.00')).toBeVisible()
  await expect.poll(() => pageCopy(page, '/store')).toContain('$18.00')
  await staff.dispose()
})

test('a member never opens a copy: signing in forgets them, and their pages are never kept', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request)
  await page.goto('/store')
  await waitForServiceWorker(page)
  await page.reload()
  await expect.poll(() => pageCopy(page, '/store')).not.toBeNull()

  await page.goto('/auth')
  await logInThroughForm(page, account.username, account.password)
  await expect(accountLink(page)).toBeVisible()
  await expect.poll(() => pageCopies(page)).toEqual({})

  // Signed in, each page comes from the server (rendered for the member, `private`) and none is
  // kept: no copy could show one member's page to the next visitor on this device.
  for (const path of ['/store', '/', '/donate']) {
    const answer = await page.goto(path)
    expect(answer?.headers()['cache-control'], path).toBe('private, no-cache')
    await expect(accountLink(page)).toBeVisible()
  }
  await page.reload()
  await expect(accountLink(page)).toBeVisible()
  expect(await pageCopies(page)).toEqual({})
})
