import { expect, test } from './fixtures'

const brand = 'BrightMinds Foundation'

/** Every routed screen: its one h1 and the title of its route's `head`. */
const routes: { path: string; heading: string; title: string }[] = [
  {
    path: '/',
    heading: "Unlocking Children's Cognitive Potential",
    title: "Unlocking Children's Cognitive Potential",
  },
  { path: '/about', heading: 'About Us', title: 'About Us' },
  { path: '/impact', heading: 'Our Impact', title: 'Our Impact' },
  { path: '/mission', heading: 'Our Mission', title: 'Our Mission' },
  {
    path: '/ai-storytelling',
    heading: "Turn Your Child's Story into an eBook and Animated Film",
    title: 'AI Storytelling Workshop',
  },
  { path: '/volunteer', heading: 'Volunteer With Us', title: 'Volunteer With Us' },
  { path: '/program', heading: 'Apply To Our Program', title: 'Apply To Our Program' },
  { path: '/privacy', heading: 'Privacy Policy', title: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service', title: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy', title: 'Cookie Policy' },
  {
    path: '/accessibility',
    heading: 'Accessibility Statement',
    title: 'Accessibility Statement',
  },
  { path: '/checkout/success', heading: 'No order to show', title: 'Your order' },
  { path: '/store', heading: 'Our Puzzles & Toys', title: 'Our Puzzles & Toys' },
  { path: '/product/1', heading: 'Dino Discovery 3D Puzzle', title: 'Dino Discovery 3D Puzzle' },
  { path: '/checkout', heading: 'Checkout', title: 'Checkout' },
  { path: '/auth', heading: 'Welcome to BrightMinds', title: 'Log In or Sign Up' },
  { path: '/donate', heading: 'Make a Donation', title: 'Make a Donation' },
  { path: '/involved', heading: 'Get Involved', title: 'Get Involved' },
  { path: '/sponsor', heading: 'Sponsor a Student', title: 'Sponsor a Student' },
]

for (const { path, heading, title } of routes) {
  test(`${path} shows "${heading}" titled "${title}"`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page).toHaveTitle(`${title} - ${brand}`)
  })
}

// Members' screens: a signed-out visitor lands on sign-in, with the way back kept.
for (const path of ['/community', '/admin', '/account']) {
  test(`${path} asks a visitor to sign in first`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(`/auth?redirect=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to BrightMinds')
  })
}

test('the home page is shared as a website', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website')
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    `Unlocking Children's Cognitive Potential - ${brand}`,
  )
})

/**
 * The page's JSON-LD entities, parsed (a block that is not valid JSON fails the test): each
 * block's graph, or the block itself.
 */
async function structuredData(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const block = JSON.parse(text) as { '@graph'?: Record<string, unknown>[] }
    return block['@graph'] ?? [block as Record<string, unknown>]
  })
}

/** The page itself, in its language, as every public page describes itself first. */
const webPage = (url: string, inLanguage = 'en-US') =>
  expect.objectContaining({ '@type': 'WebPage', url, inLanguage })

test('public pages name their canonical URL and describe themselves to search engines', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/`)
  await expect
    .poll(() => structuredData(page))
    .toEqual([
      webPage(`${baseURL}/`),
      expect.objectContaining({ '@type': 'NGO', name: brand, url: `${baseURL}/` }),
    ])

  await page.goto('/store')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/store`)
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)

  await page.goto('/product/1')
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    new RegExp(`^${baseURL}/`),
  )
  await expect
    .poll(() => structuredData(page))
    .toEqual([
      webPage(`${baseURL}/product/1`),
      expect.objectContaining({
        '@type': 'Product',
        name: 'Dino Discovery 3D Puzzle',
        offers: expect.objectContaining({ priceCurrency: 'USD', availability: expect.any(String) }),
      }),
    ])

  await page.goto('/donate')
  await expect
    .poll(() => structuredData(page))
    .toEqual([webPage(`${baseURL}/donate`), expect.objectContaining({ '@type': 'DonateAction' })])

  // The same pages in Spanish say so, and point at their Spanish addresses.
  await page.goto('/es/product/1')
  await expect
    .poll(() => structuredData(page))
    .toEqual([
      webPage(`${baseURL}/es/product/1`, 'es-US'),
      expect.objectContaining({ '@type': 'Product', url: `${baseURL}/es/product/1` }),
    ])
  await page.goto('/es/donate')
  await expect
    .poll(() => structuredData(page))
    .toEqual([
      webPage(`${baseURL}/es/donate`, 'es-US'),
      expect.objectContaining({
        '@type': 'DonateAction',
        name: `Done a ${brand}`,
        target: expect.objectContaining({ urlTemplate: `${baseURL}/es/donate` }),
      }),
    ])
  // A page about nothing in particular is still a page in its language.
  await page.goto('/es/store')
  await expect.poll(() => structuredData(page)).toEqual([webPage(`${baseURL}/es/store`, 'es-US')])
})

test('an unknown path shows the exact 404 screen, answered with status 404', async ({
  page,
  expectHttpError,
}) => {
  expectHttpError('/no-such-page', 404)
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('404 Page Not Found')
  await expect(
    page.getByText('Did you forget to add the page to the router?', { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveTitle(`404 Page Not Found - ${brand}`)
})
