import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'

/** Every image of the page has arrived and decoded (a broken or missing file has no width). */
async function expectImagesLoaded(page: Page, selector: string, count: number) {
  const images = page.locator(selector)
  await expect(images).toHaveCount(count)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
}

test('headings and text are set in the brand’s own faces, the heading face preloaded', async ({
  page,
}) => {
  const fontRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  const heading = page.getByRole('heading', { level: 1 })
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^Fredoka,/)
  const lead = page.getByText('Through cyber, creative and storytelling workshops')
  expect(await lead.evaluate((p) => getComputedStyle(p).fontFamily)).toMatch(
    /^"Atkinson Hyperlegible Next",/,
  )
  expect(
    await page.evaluate(() => [
      document.fonts.check('700 16px Fredoka'),
      document.fonts.check('400 16px "Atkinson Hyperlegible Next"'),
      document.fonts.check('700 16px "Atkinson Hyperlegible Next"'),
    ]),
  ).toEqual([true, true, true])

  // The preload names the very file the stylesheet uses, so it is fetched once, not twice.
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href')
  expect(preload).toMatch(/^\/assets\/fredoka-latin-700-normal-[\w-]+\.woff2$/)
  expect(fontRequests.filter((path) => path === preload)).toHaveLength(1)
  expect(new Set(fontRequests).size).toBe(fontRequests.length)
})

test('the fonts’ licences are served with them', async ({ request }) => {
  for (const file of ['fredoka-OFL.txt', 'atkinson-hyperlegible-next-OFL.txt']) {
    const response = await request.get(`/licences/${file}`)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('SIL OPEN FONT LICENSE Version 1.1')
  }
})

test('the drawn scenes and portraits are on their pages, loaded and described', async ({
  page,
}) => {
  await page.goto('/')
  const hero = page.getByRole('img', { name: /children build a 3D puzzle castle/ })
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expectImagesLoaded(page, 'img[src^="/images/scenes/"]', 1)
  // Each testimonial shows its author's face beside the name.
  await expectImagesLoaded(page, 'figure img[src^="/images/people/"]', 3)

  await page.goto('/about')
  await expectImagesLoaded(page, 'img[src^="/images/people/"]', 4)

  for (const [path, description] of [
    ['/program', /a mentor pointing at a storyboard/],
    ['/volunteer', /kneels to help a child with a tangram/],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('img', { name: description })).toBeVisible()
    await expectImagesLoaded(page, 'img[src^="/images/scenes/"]', 1)
  }
})
