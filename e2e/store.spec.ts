import { expect, test } from './fixtures'

const cardNames = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 })

test('the storytelling workshops have their own section, out of the toy grid and its filters', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/store')
  await expect(cardNames(page).first()).toBeVisible()
  const workshops = page.getByRole('region', { name: 'Storytelling workshops' })
  await expect(workshops.getByRole('listitem')).toHaveText([
    /Lite DIY Kit\$49\.00/,
    /Creator Pro Package\$199\.00/,
    /Legacy Author Box\$499\.00/,
  ])
  await expect(
    cardNames(page).filter({ hasText: /Creator Pro|Lite DIY|Legacy Author/ }),
  ).toHaveCount(0)
  // The storytelling category holds the toys that tell stories; the workshops stay apart.
  await page.getByLabel('Category').selectOption('Storytelling')
  await expect(cardNames(page).first()).toBeVisible()
  await expect(
    cardNames(page).filter({ hasText: /Creator Pro|Lite DIY|Legacy Author/ }),
  ).toHaveCount(0)
  await page.getByLabel('Category').selectOption('')
  // An age filter narrows the toys; the workshops stay where they are.
  await page.getByLabel("Child's age").selectOption({ index: 1 })
  await expect(workshops.getByRole('listitem')).toHaveCount(3)
  await workshops.getByRole('link', { name: 'Compare the storytelling workshops' }).click()
  await expect(page).toHaveURL(/\/ai-storytelling$/)
})

test('search, category and sort live in the URL, and back restores them', async ({ page }) => {
  await page.goto('/store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Puzzles & Toys')
  await expect(cardNames(page).first()).toBeVisible()

  await page.getByLabel('Search products').fill('puzzle')
  await expect(page).toHaveURL(/[?&]q=puzzle/)
  await expect(cardNames(page).filter({ hasText: 'Dino Discovery 3D Puzzle' })).toBeVisible()
  await expect(cardNames(page).filter({ hasText: 'Tangram Masters Set' })).toHaveCount(0)

  await page.getByLabel('Category').selectOption('3D Puzzles')
  await expect(page).toHaveURL(/category=3D(\+|%20)Puzzles/)
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' })
  await expect(page).toHaveURL(/sort=priceDesc/)

  const prices = await page
    .getByRole('main')
    .getByRole('listitem')
    .locator('p', { hasText: /^\$\d+\.\d\d$/ })
    .allTextContents()
  const values = prices.map((price) => Number(price.slice(1)))
  expect(values.length).toBeGreaterThan(1)
  expect(values).toEqual([...values].sort((a, b) => b - a))

  await page.getByRole('link', { name: 'View details of Dino Discovery 3D Puzzle' }).click()
  await expect(page).toHaveURL(/\/product\/\d+$/)
  await page.goBack()
  await expect(page).toHaveURL(/sort=priceDesc/)
  await expect(page.getByLabel('Search products')).toHaveValue('puzzle')
  await expect(page.getByLabel('Category')).toHaveValue('3D Puzzles')
  await expect(page.getByLabel('Sort by')).toHaveValue('priceDesc')
  await expect(cardNames(page).filter({ hasText: 'Tangram Masters Set' })).toHaveCount(0)

  // Back once more undoes the sort: each choice is a history entry.
  await page.goBack()
  await expect(page.getByLabel('Sort by')).toHaveValue('featured')
  await expect(page.getByLabel('Category')).toHaveValue('3D Puzzles')
})

test("the child's age filter lives in the URL and keeps what suits them", async ({ page }) => {
  await page.goto('/store')
  await page.getByLabel("Child's age").selectOption({ label: 'Ages 3–5' })
  await expect(page).toHaveURL(/[?&]age=3-5/)
  const suits = async () => {
    // Ages 4 to 10 and 5 to 9 suit a 3-to-5-year-old; 7 and up does not.
    await expect(cardNames(page).filter({ hasText: 'Story Theater Puppet Set' })).toBeVisible()
    await expect(cardNames(page).filter({ hasText: 'Code Rover Robot' })).toBeVisible()
    await expect(cardNames(page).filter({ hasText: 'Dino Discovery 3D Puzzle' })).toHaveCount(0)
  }
  await suits()
  await page.reload()
  await expect(page.getByLabel("Child's age")).toHaveValue('3-5')
  await suits()

  await page.goto('/store?age=13-up&category=Logic%20Games')
  await expect(page.getByLabel("Child's age")).toHaveValue('13-up')
  await expect(cardNames(page).filter({ hasText: 'Speed Cube Challenge' })).toBeVisible()
  await expect(cardNames(page).filter({ hasText: 'Logic Grid Detective' })).toHaveCount(0)

  await page.getByLabel("Child's age").selectOption({ label: 'All Ages' })
  await expect(page).not.toHaveURL(/age=/)
  await expect(cardNames(page).filter({ hasText: 'Logic Grid Detective' })).toBeVisible()
})

test('no match shows the empty state, and Clear filters brings every product back', async ({
  page,
}) => {
  await page.goto('/store?q=zebra-unicorn&category=Logic%20Games')
  await expect(page.getByText('No products found matching your criteria.')).toBeVisible()
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/store$/)
  await expect(page.getByLabel('Search products')).toHaveValue('')
  await expect(page.getByLabel('Category')).toHaveValue('')
  await expect(cardNames(page).filter({ hasText: 'Tangram Masters Set' })).toBeVisible()
})

test('cards show description, price, Best Seller and Out of Stock', async ({ page }) => {
  await page.goto('/store')
  const lighthouse = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lighthouse 3D Puzzle' }) })
  await expect(lighthouse.getByText('Out of Stock')).toBeVisible()
  await expect(lighthouse.getByRole('img')).toHaveAttribute('width', /\d+/)
  const dino = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Dino Discovery 3D Puzzle' }) })
  await expect(dino.getByText('Best Seller')).toBeVisible()
  await expect(dino.getByText('$34.99')).toBeVisible()
  await expect(dino.getByText(/48-piece press-out T\. rex/)).toBeVisible()
})
