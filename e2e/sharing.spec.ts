import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { logInThroughForm, registerAccount } from './auth-helpers'
import { expectNoAxeViolations } from './axe'
import { expect, test } from './fixtures'
import { memberGoesOffline, shareIntoApp, waitForServiceWorker } from './pwa-helpers'
import { findProduct } from './shop-helpers'

// Issue 36's sharing: a page of the site to the device's share sheet (or its link copied), and
// the installed app as a place to share into (the manifest's share target → a new forum post).

/** Gives the page a share sheet that records what it was handed. */
async function withShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        ;(window as unknown as { shared: ShareData }).shared = data
      },
    })
  })
  return () => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)
}

test('a product, a guide and an event go to the share sheet as links in the page’s language', async ({
  page,
  baseURL,
}) => {
  const shared = await withShareSheet(page)
  const product = await findProduct(page.request, 'Dino Discovery 3D Puzzle')
  await page.goto(`/es/product/${product.id}`)
  // Its name as the Spanish page shows it.
  const name = await page.getByRole('heading', { level: 1 }).textContent()
  expect(name).not.toBe(product.name)
  await page.getByRole('main').getByRole('button', { name: 'Compartir' }).click()
  await expect.poll(shared).toEqual({ title: name, url: `${baseURL}/es/product/${product.id}` })

  await registerAccount(page.request)
  const guide = '/resources/storytelling-prompts-for-ages-6-12'
  await page.goto(guide)
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click()
  await expect
    .poll(shared)
    .toEqual({ title: 'Storytelling prompts for ages 6-12', url: `${baseURL}${guide}` })

  await page.goto('/community')
  const event = page
    .getByRole('complementary', { name: 'Upcoming Virtual Events' })
    .getByRole('listitem')
  // The button is named for its event ("Share <title>"): the title the text must begin with.
  const share = event.first().getByRole('button', { name: /^Share ./ })
  const title = (await share.getAttribute('aria-label'))!.replace(/^Share /, '')
  await share.click()
  await expect.poll(async () => (await shared())?.url).toBe(`${baseURL}/community`)
  expect((await shared())?.text).toMatch(new RegExp(`^${title}, `))
})

test('without a share sheet the link is copied, and the page says so', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
  })
  const product = await findProduct(page.request, 'Dino Discovery 3D Puzzle')
  await page.goto(`/product/${product.id}`)
  await page.getByRole('main').getByRole('button', { name: 'Share', exact: true }).click()
  const url = `${baseURL}/product/${product.id}`
  await expect(
    page.getByRole('main').getByRole('status').filter({ hasText: 'Link copied' }),
  ).toHaveText(`Link copied: ${url}`)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
})

test('a link shared into the app opens a new forum post filled in, after signing in', async ({
  page,
  request,
}) => {
  for (const [manifest, action] of [
    ['/manifest.webmanifest', '/share'],
    ['/manifest.es.webmanifest', '/es/share'],
  ]) {
    const { share_target } = await (await request.get(manifest!)).json()
    expect(share_target, manifest).toEqual({
      action,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [
          {
            name: 'photo',
            accept: ['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp'],
          },
        ],
      },
    })
  }

  const account = await registerAccount(request)
  const stamp = Date.now()
  const link = `https://example.org/tangram-${stamp}`
  // As a phone's share sheet opens the installed app: the link, its page's title, a line,
  // posted to the share target, which the service worker sends on to the forum.
  await page.goto('/')
  await waitForServiceWorker(page)
  await shareIntoApp(page, '/share', {
    title: `Tangram night ${stamp}`,
    text: 'Look what we built tonight',
    url: link,
  })
  // Signed out on this device: sign in first, then on to what was shared.
  await expect(page).toHaveURL(/\/auth\?redirect=/)
  await logInThroughForm(page, account.username, account.password)

  await expect(page.getByRole('tab', { name: 'Discussion Forum' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByLabel('Title')).toHaveValue(`Tangram night ${stamp}`)
  await expect(page.getByLabel('What would you like to share?')).toHaveValue(
    `Look what we built tonight\n${link}`,
  )
  await expect(page.getByLabel('What would you like to share?')).toBeFocused()
  // The address forgets what was shared: a reload is a new page, not the same post again.
  await expect(page).toHaveURL('/community?tab=forum')

  await page.getByRole('button', { name: 'Create Post' }).click()
  await expect(page.getByText('Post created', { exact: true })).toBeVisible()
  await expect(page.getByLabel('Title')).toHaveValue('')
  const posts = page.getByRole('list', { name: 'Forum posts' })
  await expect(posts.getByRole('heading', { name: `Tangram night ${stamp}` })).toBeVisible()
})

test('a photo shared while offline waits on the device; with no story to go to, it can be let go', async ({
  page,
  context,
  goesOffline,
}) => {
  goesOffline()
  await memberGoesOffline(page, context)
  await shareIntoApp(
    page,
    '/share',
    { text: 'Our tallest tower' },
    {
      name: 'tower.webp',
      type: 'image/webp',
      bytes: [
        ...(await sharp({ create: { width: 200, height: 300, channels: 3, background: '#bbf7d0' } })
          .webp()
          .toBuffer()),
      ],
    },
  )
  await expect(page).toHaveURL('/share?text=Our+tallest+tower')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The photo you shared')
  await expect(page.getByRole('img', { name: 'The photo you shared into the app' })).toBeVisible()
  // Where it may go needs the server: said so, and asked again once back online.
  await expect(page.getByText("We couldn't load your orders.")).toBeVisible()
  await context.setOffline(false)
  await expect(page.getByText('You have no storytelling order to add it to yet.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'See the storytelling packages' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('button', { name: 'Discard the photo' }).click()
  await expect(page.getByText('Photo discarded')).toBeVisible()
  await expect(page.getByText("There's no shared photo waiting on this device.")).toBeVisible()
  await expect(
    page.getByRole('link', { name: 'Post what you shared with it in the forum' }),
  ).toHaveAttribute('href', '/community?text=Our+tallest+tower')
  await page.reload()
  await expect(page.getByText("There's no shared photo waiting on this device.")).toBeVisible()
})
