import { expect, reachDeferredParts, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
})

test('featured products show as four Best Seller cards linking to their pages', async ({
  page,
  request,
}) => {
  const featured: { id: number; name: string }[] = await (
    await request.get('/api/products/featured')
  ).json()
  expect(featured).toHaveLength(4)

  const section = page.getByRole('region', { name: 'Featured Puzzles and Kits' })
  const cards = section.getByRole('article')
  await expect(cards).toHaveCount(4)
  await expect(section.getByText('Best Seller', { exact: true })).toHaveCount(4)
  for (const product of featured) {
    const link = section.getByRole('link', { name: `View details of ${product.name}` })
    await expect(link).toHaveText('View Details')
    await expect(link).toHaveAttribute('href', `/product/${product.id}`)
  }

  await section.getByRole('link', { name: `View details of ${featured[0]!.name}` }).click()
  await expect(page).toHaveURL(`/product/${featured[0]!.id}`)
})

test('the donation cards default to $25 once and $100 monthly', async ({ page }) => {
  const once = page.getByRole('form', { name: 'Give Once' })
  const monthly = page.getByRole('form', { name: 'Give Monthly' })
  await expect(once.getByRole('radio', { name: '$25' })).toBeChecked()
  await expect(monthly.getByRole('radio', { name: '$100' })).toBeChecked()

  for (const [card, amounts] of [
    [once, ['$25', '$50', '$100', 'Other']],
    // One list of amounts everywhere, each naming what it buys (issue 32).
    [monthly, ['$25', '$50', '$100', 'Other']],
  ] as const) {
    for (const amount of amounts)
      await expect(card.getByRole('radio', { name: amount })).toHaveCount(1)
  }
  await expect(once.getByRole('radio', { name: '$25 a puzzle kit' })).toHaveCount(1)
  await expect(monthly.getByRole('radio', { name: '$100 a class day' })).toHaveCount(1)
  await expect(once).toContainText(
    '$25 gives a child a 3D puzzle kit for a full six-week workshop.',
  )
  await expect(monthly).toContainText(
    '$100 a month brings a storytelling and coding day to a whole classroom.',
  )
})

// The amount radios are visually hidden under their tiles, so a person clicks the tile's text.
test('"Other" without an amount is refused with a toast', async ({ page }) => {
  const once = page.getByRole('form', { name: 'Give Once' })
  await once.getByText('Other', { exact: true }).click()
  await expect(once.getByRole('radio', { name: 'Other' })).toBeChecked()
  await expect(once.getByLabel('Custom amount (USD)')).toBeVisible()
  await once.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page.getByText('Invalid amount', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/')
})

test('a preset hands off to the donation screen', async ({ page }) => {
  const once = page.getByRole('form', { name: 'Give Once' })
  await once.getByText('$50', { exact: true }).click()
  await expect(once.getByRole('radio', { name: '$50' })).toBeChecked()
  await once.getByRole('button', { name: 'Donate Now' }).click()
  await expect(page).toHaveURL('/donate?amount=50&type=one-time')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Make a Donation')

  await page.goBack()
  await page
    .getByRole('form', { name: 'Give Monthly' })
    .getByRole('button', { name: 'Give Monthly' })
    .click()
  await expect(page).toHaveURL('/donate?amount=100&type=monthly')
})
