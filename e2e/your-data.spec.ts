import { readFile } from 'node:fs/promises'
import type { PersonalData } from '../api/privacy'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
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
})
