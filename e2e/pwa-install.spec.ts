import { expect, reachDeferredParts, test } from './fixtures'
import { waitForServiceWorker } from './pwa-helpers'

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose?: string
}

/** A PNG's width and height, read from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test('the manifest is linked and complete, with real 192, 512 and maskable icons', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')

  const response = await request.get(href!)
  expect(response.ok()).toBe(true)
  expect(response.headers()['cache-control']).toBe('no-cache')
  const manifest = await response.json()
  expect(manifest).toMatchObject({
    id: '/',
    name: 'BrightMinds Foundation',
    short_name: 'BrightMinds',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#f46a35',
    background_color: '#fffaf3',
  })
  expect(manifest.description).toMatch(/501\(c\)\(3\)/)

  const icons: ManifestIcon[] = manifest.icons
  const find = (sizes: string, purpose?: string) =>
    icons.find((icon) => icon.sizes === sizes && icon.purpose === purpose)
  for (const icon of [find('192x192'), find('512x512'), find('512x512', 'maskable')]) {
    expect(icon, 'a 192, a 512 and a maskable 512 icon').toBeDefined()
    expect(icon!.type).toBe('image/png')
    const file = await request.get(icon!.src)
    expect(file.headers()['content-type']).toBe('image/png')
    expect(pngSize(await file.body()), icon!.src).toBe(icon!.sizes)
  }
})

test('the service worker registers, and controls the page after a reload', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const sw = await request.get('/sw.js')
  expect(sw.headers()['cache-control']).toBe('no-cache')

  await waitForServiceWorker(page)
  await page.reload()
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return {
      controller: navigator.serviceWorker.controller?.scriptURL,
      scope: registration?.scope,
    }
  })
  expect(state.controller).toMatch(/\/sw\.js$/)
  expect(new URL(state.scope!).pathname).toBe('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('an Install button appears where the browser offers installing the app', async ({ page }) => {
  await page.goto('/')
  await reachDeferredParts(page)
  const install = page.getByRole('contentinfo').getByRole('button', { name: 'Install the app' })
  await expect(install).toHaveCount(0)

  // Chromium fires beforeinstallprompt only for a real user profile; this is its shape.
  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true })
    Object.assign(offer, {
      prompt: async () => {
        ;(window as unknown as { prompted: boolean }).prompted = true
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    })
    window.dispatchEvent(offer)
  })
  await install.click()
  expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  )
  await expect(install).toHaveCount(0)
})
