import { expect, reachDeferredParts, test } from './fixtures'
import { hiddenFocus } from './focus-check'
import { pageCopy, waitForServiceWorker } from './pwa-helpers'
import { buildNextVersion, startSiteWithTwoBuilds } from './two-builds'

// Its own server (a free port, the real app) so that deploying the next build here never
// reaches the journeys running against the shared e2e server.
let next: Awaited<ReturnType<typeof buildNextVersion>>
let site: Awaited<ReturnType<typeof startSiteWithTwoBuilds>>

test.beforeAll(async () => {
  test.setTimeout(180_000)
  next = await buildNextVersion()
  site = await startSiteWithTwoBuilds({ current: 'dist/web', next: next.outDir })
})

test.afterAll(async () => {
  await site?.close()
  next?.remove()
})

test('a new build: the update prompt appears, and Reload brings every tab to it', async ({
  page,
  context,
}) => {
  await page.goto(`${site.origin}/`)
  await waitForServiceWorker(page)
  // A returning visitor: the worker keeps this build's copy of the page (decision 070).
  await page.reload()
  await expect.poll(() => pageCopy(page, '/')).not.toBeNull()
  const version = page.locator('meta[name="build-id"]')
  const current = await version.getAttribute('content')
  expect(current).toMatch(/^\S+$/)
  expect(current).not.toBe(next.buildId)
  // What the person chose to keep on the device (decisions 093, 098) is not the build's: a saved
  // guide and a photo shared into the app must outlive the update.
  const kept = { 'saved-library': '/api/content/tangram-nights', 'shared-photo': '/__shared-photo' }
  const keptOnDevice = () =>
    page.evaluate(
      async (entries) =>
        Promise.all(
          Object.entries(entries).map(
            async ([cache, address]) =>
              (await (await caches.open(cache)).match(address))?.text() ?? null,
          ),
        ),
      kept,
    )
  await page.evaluate(async (entries) => {
    for (const [cache, address] of Object.entries(entries))
      await (await caches.open(cache)).put(address, new Response(`kept in ${cache}`))
  }, kept)
  const otherTab = await context.newPage()
  await otherTab.goto(`${site.origin}/store`)
  await expect(otherTab.locator('meta[name="build-id"]')).toHaveAttribute('content', current!)

  site.deploy('next')
  // A navigation makes the browser look for a new sw.js; it installs beside the running one.
  // Meanwhile the running worker opens its own build's copy, and keeps no page of the next.
  await page.reload()
  await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 20_000 })
  await expect(version).toHaveAttribute('content', current!)

  // The prompt stays until answered: tabbing through the page meanwhile, the focus is never
  // behind it (WCAG 2.4.11, issue 35), on a wide screen and on a phone.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const size of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size)
    await reachDeferredParts(page)
    // From the top with nothing focused: the prompt hands the focus back to where it came from
    // when the keyboard leaves it, so that must be let go of too.
    await page.evaluate(async () => {
      while (
        document.activeElement instanceof HTMLElement &&
        document.activeElement !== document.body
      ) {
        document.activeElement.blur()
        await new Promise((settled) => requestAnimationFrame(settled))
      }
      window.scrollTo(0, 0)
    })
    expect(await hiddenFocus(page), `at ${size.width}px`).toEqual([])
  }
  await expect(page.getByText('A new version is available')).toBeVisible()

  await page.getByRole('button', { name: 'Reload' }).click()
  await expect(version).toHaveAttribute('content', next.buildId)
  await expect(otherTab.locator('meta[name="build-id"]')).toHaveAttribute('content', next.buildId)
  await expect(page.getByText('A new version is available')).toHaveCount(0)
  // The new worker, now in charge, left what was never the old build's.
  expect(await keptOnDevice()).toEqual(['kept in saved-library', 'kept in shared-photo'])
})
