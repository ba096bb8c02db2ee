import type { Page } from '@playwright/test'

/**
 * Holds every request to `url` until `release()` is called, then lets them through: a journey can
 * assert a transient state (a pending label, skeletons) for as long as it takes on a busy machine,
 * instead of hoping a fixed delay outlasts the assertion.
 */
export async function holdRequests(page: Page, url: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
