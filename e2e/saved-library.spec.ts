import type { APIRequest, Page } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { expect, test } from './fixtures'
import { serviceWorkerSession, waitForServiceWorker } from './pwa-helpers'

// Issue 36's saved library (decision 093): an educator saves the library for offline reading,
// reads a guide offline that this device never opened, sees it brought up to date when staff
// change it, is told plainly about one never saved, and removes one.

test.beforeEach(({ goesOffline }) => goesOffline())

/** What the saved library keeps at `address`, as text, or null. */
function savedCopy(page: Page, address: string) {
  return page.evaluate(
    async (url) => (await (await caches.open('saved-library')).match(url))?.text() ?? null,
    address,
  )
}

/** Staff signed in through the API, and how they publish a guide (answers its id). */
async function staffPublishing(requests: APIRequest, baseURL: string) {
  const staff = await requests.newContext({ baseURL })
  expect((await staff.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  const guide = async (slug: string, title: string, body: string) => {
    const created = await staff.post('/api/admin/content', {
      data: { title, description: 'For the road.', type: 'guide', slug, body, published: true },
    })
    expect(created.status()).toBe(201)
    return ((await created.json()) as { id: number }).id
  }
  return { staff, guide }
}

test('a saved guide opens offline, refreshed when staff change it; an unsaved one says so', async ({
  page: firstPage,
  context,
  playwright,
  baseURL,
}) => {
  const { staff, guide } = await staffPublishing(playwright.request, baseURL!)
  const stamp = Date.now()
  const kit = { slug: `tangram-travel-kit-${stamp}`, title: `Tangram travel kit ${stamp}` }
  const kitId = await guide(
    kit.slug,
    kit.title,
    'Fold the pieces.\n\n[Print the pieces](/images/scenes/workshop-puzzles.svg)',
  )
  // Another guide that links the same file: removing one guide must leave it to the other.
  const companion = { slug: `tangram-companion-${stamp}`, title: `Tangram companion ${stamp}` }
  await guide(
    companion.slug,
    companion.title,
    'More shapes.\n\n[The same pieces](/images/scenes/workshop-puzzles.svg)',
  )

  let page = firstPage
  await registerAccount(page.request)
  await page.goto('/community')
  await waitForServiceWorker(page)
  await page.reload()
  const library = page.getByRole('list', { name: 'Educational resources' })
  await expect(library).toBeVisible()
  await page.getByRole('button', { name: 'Save all for offline' }).click()
  await expect(page.getByRole('button', { name: 'All saved for offline' })).toBeDisabled()
  await expect(page.getByText(/^Saved on this device: \d+ \(\d[\d.]* [km]B\)$/)).toBeVisible()
  const card = library.getByRole('listitem').filter({ hasText: kit.title })
  await expect(card.getByText('Saved', { exact: true })).toBeVisible()

  // Published after the library was saved: never on this device.
  const later = { slug: `puzzle-picnic-${stamp}`, title: `Puzzle picnic ${stamp}` }
  await guide(later.slug, later.title, 'Bring a blanket.')
  // Staff change the saved guide; the app, opened again online (a new tab: the refresh runs once
  // per app session), brings its copy up to date.
  const changed = await staff.patch(`/api/admin/content/${kitId}`, {
    data: {
      body: 'Fold the pieces twice.\n\n[Print the pieces](/images/scenes/workshop-puzzles.svg)',
    },
  })
  expect(changed.status()).toBe(200)
  page = await context.newPage()
  await firstPage.close()
  await page.goto('/community')
  await expect
    .poll(() => savedCopy(page, `/api/content/${kit.slug}`))
    .toContain('Fold the pieces twice.')

  await context.setOffline(true)
  // Never opened on this device: only the saved library can answer, its attachment included.
  await page.goto(`/resources/${kit.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: kit.title })).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.getByText('Fold the pieces twice.')).toBeVisible()
  await article.getByRole('link', { name: 'Print the pieces' }).click()
  await expect(page).toHaveURL('/images/scenes/workshop-puzzles.svg')
  await expect.poll(() => page.evaluate(() => document.contentType)).toBe('image/svg+xml')

  await page.goto(`/resources/${later.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Not saved for offline' })).toBeVisible()
  await expect(
    page.getByText("You're offline. Please try again when you're back online."),
  ).toBeVisible()
  await expect(
    page.getByText(
      "This resource hasn't been saved on this device, so it can't be read without a connection.",
    ),
  ).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Saved on this device' })
    .getByRole('link', { name: kit.title })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: kit.title })).toBeVisible()

  // Removed, offline too: its copy leaves the device, its attachment stays while the companion
  // guide still names it, and leaves with that one.
  const removeFromDevice = async () => {
    await expect(page.getByText(/^On this device \(/)).toBeVisible()
    await page.getByRole('button', { name: 'Remove from this device' }).click()
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible()
  }
  await removeFromDevice()
  expect(await savedCopy(page, `/api/content/${kit.slug}`)).toBeNull()
  expect(await savedCopy(page, '/images/scenes/workshop-puzzles.svg')).not.toBeNull()
  await page.goto(`/resources/${companion.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: companion.title })).toBeVisible()
  await removeFromDevice()
  expect(await savedCopy(page, `/api/content/${companion.slug}`)).toBeNull()
  expect(await savedCopy(page, '/images/scenes/workshop-puzzles.svg')).toBeNull()
  await staff.dispose()
})

test('installed, the saved library is brought up to date in the background', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { staff, guide } = await staffPublishing(playwright.request, baseURL!)
  const slug = `rainy-day-kit-${Date.now()}`
  const id = await guide(slug, 'Rainy day kit', 'Build a tower.')

  await registerAccount(page.request)
  await page.goto(`/resources/${slug}`)
  await waitForServiceWorker(page)
  // An installed app is granted periodic sync by Chromium itself; here, by DevTools.
  const { cdp, registrationId } = await serviceWorkerSession(page, context, baseURL!)
  const { targetInfo } = await cdp.send('Target.getTargetInfo')
  await cdp.send('Browser.grantPermissions', {
    origin: baseURL!,
    permissions: ['periodicBackgroundSync'],
    // This test's browser context: Playwright gives each test its own.
    browserContextId: targetInfo.browserContextId,
  })
  const syncTags = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        periodicSync: { getTags(): Promise<string[]> }
      }
      return registration.periodicSync.getTags()
    })
  expect(await syncTags()).toEqual([])
  await page.getByRole('button', { name: 'Save for offline' }).click()
  await expect(page.getByText(/^On this device \(/)).toBeVisible()
  await expect.poll(syncTags).toEqual(['saved-library'])

  // Staff change it while the app is not looking; the browser wakes the worker, which saves the
  // new text, as the page would when opened.
  const changed = await staff.patch(`/api/admin/content/${id}`, {
    data: { body: 'Build a taller tower.' },
  })
  expect(changed.status()).toBe(200)
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
    origin: baseURL!,
    registrationId,
    tag: 'saved-library',
  })
  await expect
    .poll(() => savedCopy(page, `/api/content/${slug}`))
    .toContain('Build a taller tower.')

  // Nothing left saved: nothing to wake the app for.
  await page.getByRole('button', { name: 'Remove from this device' }).click()
  await expect(page.getByRole('button', { name: 'Save for offline' })).toBeVisible()
  await expect.poll(syncTags).toEqual([])
  await staff.dispose()
})
