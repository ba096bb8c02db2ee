import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'

// Decision 078: one build of the browser's app per language. A page loads its own language's
// words only, and each language has its own service worker, app shell and offline page.

/** Every script a page has loaded, as text. */
async function loadedScripts(page: Page): Promise<string> {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  )
  expect(urls.length).toBeGreaterThan(1)
  const bodies = await Promise.all(urls.map(async (url) => (await page.request.get(url)).text()))
  return bodies.join('\n')
}

test('each page loads its own language’s words, not the other’s', async ({ page }) => {
  for (const [path, own, other] of [
    ['/es/about', 'Nuestro impacto', 'Our Impact'],
    ['/about', 'Our Impact', 'Nuestro impacto'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('navigation').getByRole('link', { name: own })).toBeVisible()
    const scripts = await loadedScripts(page)
    expect(scripts, path).toContain(own)
    expect(scripts, path).not.toContain(other)
  }
})

test.describe('the Spanish installed app', () => {
  test.beforeEach(({ goesOffline }) => goesOffline())

  test('has its own worker, whose shell and offline page are Spanish', async ({
    page,
    context,
  }) => {
    await page.goto('/es')
    await waitForServiceWorker(page)
    const worker = await page.evaluate(async () => ({
      script: navigator.serviceWorker.controller?.scriptURL,
      scope: (await navigator.serviceWorker.getRegistration())?.scope,
    }))
    expect(worker.script).toMatch(/\/sw\.es\.js$/)
    expect(new URL(worker.scope!).pathname).toBe('/es')

    await context.setOffline(true)
    // Never visited: the page opens from the Spanish app shell, in Spanish.
    await page.goto('/es/about')
    await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    // An address that is no page of the app gets the Spanish offline page.
    await page.goto('/es/guia.pdf')
    await expect(page).toHaveTitle('No tiene conexión - BrightMinds Foundation')
    await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute(
      'href',
      '/es',
    )
  })
})
