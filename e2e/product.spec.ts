import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

async function productId(request: APIRequestContext, name: string) {
  const products: { id: number; name: string }[] = await (await request.get('/api/products')).json()
  const product = products.find((item) => item.name === name)
  expect(product, name).toBeTruthy()
  return product!.id
}

test('the quantity stepper stays between 1 and the stock', async ({ page, request }) => {
  // Seeded with 9 in stock.
  await page.goto(`/product/${await productId(request, 'Code Rover Robot')}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Code Rover Robot')
  await expect(page.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible()

  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  const decrease = page.getByRole('button', { name: 'Decrease quantity' })
  const increase = page.getByRole('button', { name: 'Increase quantity' })
  await expect(quantity).toHaveValue('1')
  await expect(decrease).toBeDisabled()

  for (let n = 1; n < 9; n++) await increase.click()
  await expect(quantity).toHaveValue('9')
  await expect(increase).toBeDisabled()

  await quantity.fill('50')
  await quantity.blur()
  await expect(quantity).toHaveValue('9')
  // Capped, never silently: the page says why.
  await expect(page.getByRole('status').filter({ hasText: '9 is all we have.' })).toBeVisible()
  await quantity.fill('0')
  await quantity.blur()
  await expect(quantity).toHaveValue('1')

  await page.getByRole('link', { name: 'Back to Store' }).click()
  await expect(page).toHaveURL('/store')
})

test('one order holds at most 10 of an item, and the page says whom to contact for more', async ({
  page,
  request,
}) => {
  // Seeded with 42 in stock; ORDER_MAX_UNITS_PER_PRODUCT is 10 (the default).
  await page.goto(`/product/${await productId(request, 'Dino Discovery 3D Puzzle')}`)
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  await quantity.fill('50')
  await quantity.blur()
  await expect(quantity).toHaveValue('10')
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText('Product added to cart', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(
    page.getByText('For orders over 10 of one item, contact us at hello@brightminds.org.'),
  ).toBeVisible()
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!).state.items)).toEqual([
    expect.objectContaining({ name: 'Dino Discovery 3D Puzzle', quantity: 10 }),
  ])
})

test('a typed quantity above what one order may hold says so, not silently', async ({
  page,
  request,
}) => {
  // Seeded with 18 in stock; one order holds at most 10 of an item.
  await page.goto(`/product/${await productId(request, 'Spark Circuit Builder Kit')}`)
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' })
  const note = page
    .getByRole('status')
    .filter({ hasText: 'For orders over 10 of one item, contact us at hello@brightminds.org.' })
  await expect(note).toHaveCount(0)
  await quantity.fill('25')
  await expect(note).toBeVisible()
  await quantity.blur()
  await expect(quantity).toHaveValue('10')
  await page.getByRole('button', { name: 'Decrease quantity' }).click()
  await expect(quantity).toHaveValue('9')
  await expect(note).toHaveCount(0)
})

test('a product page shows the facts parents look for', async ({ page, request }) => {
  await page.goto(`/product/${await productId(request, 'Dino Discovery 3D Puzzle')}`)
  const facts = page.getByRole('region', { name: 'At a glance' })
  for (const text of [
    'Ages7 and up',
    'Pieces48',
    '30 cm (12 in) tall when built',
    'Illustrated building guide',
    'Spatial reasoning',
  ]) {
    await expect(facts).toContainText(text)
  }
})

test('an out-of-stock product cannot be added', async ({ page, request }) => {
  await page.goto(`/product/${await productId(request, 'Lighthouse 3D Puzzle')}`)
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0)
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0)
})

test('a service (a storytelling tier) has no quantity, returns note or toy benefits', async ({
  page,
  request,
}) => {
  await page.goto(`/product/${await productId(request, 'Creator Pro Package')}`)
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible()
  await expect(page.getByText('Nothing to ship')).toBeVisible()
  await expect(page.getByText('choose your kickoff call time at checkout')).toBeVisible()
  await expect(page.getByText('Secure checkout')).toBeVisible()
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0)
  await expect(page.getByText('30-day returns')).toHaveCount(0)
  await expect(page.getByText('Free shipping')).toHaveCount(0)
  await expect(page.getByText('Fine motor skills')).toHaveCount(0)

  // The Legacy box's hardcover is the one tier that is posted.
  await page.goto(`/product/${await productId(request, 'Legacy Author Box')}`)
  await expect(page.getByText('Hardcover posted to you')).toBeVisible()
  await expect(page.getByText('Nothing to ship')).toHaveCount(0)
})

test('gallery, notes, benefits and related products from the same category', async ({
  page,
  request,
}) => {
  const id = await productId(request, 'Dino Discovery 3D Puzzle')
  await page.goto(`/product/${id}`)
  const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button')
  await expect(thumbnails).toHaveCount(3)
  await expect(thumbnails.first()).toHaveAttribute('aria-pressed', 'true')
  await thumbnails.nth(1).focus()
  await page.keyboard.press('Enter')
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true')
  await expect(
    page.getByRole('img', {
      name: 'The T. rex puzzle half built, with loose ribs and legs beside it',
    }),
  ).toBeVisible()

  await expect(page.getByText('Free shipping')).toBeVisible()
  await expect(page.getByText('Secure checkout')).toBeVisible()
  await expect(page.getByText('30-day returns')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Educational Benefits' })).toBeVisible()

  const related = page.getByRole('region', { name: 'You Might Also Like' })
  const cards = related.getByRole('heading', { level: 3 })
  await expect(cards.first()).toBeVisible()
  expect(await cards.count()).toBeLessThanOrEqual(4)
  await expect(cards.filter({ hasText: 'Dino Discovery 3D Puzzle' })).toHaveCount(0)
  await expect(cards.filter({ hasText: 'Castle Quest 3D Puzzle' })).toBeVisible()
})

test('an unknown or malformed id shows a friendly not-found page', async ({
  page,
  expectHttpError,
}) => {
  // The server answers both with the not-found page and status 404 (decision 043).
  expectHttpError('/product/999999', 404)
  expectHttpError('/product/not-a-number', 404)
  expect((await page.goto('/product/999999'))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found')
  await page.goto('/product/not-a-number')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product not found')
  await page.getByRole('link', { name: 'Back to Store' }).click()
  await expect(page).toHaveURL('/store')
})
