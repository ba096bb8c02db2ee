import type { BrowserContext, Page } from '@playwright/test'
import { fillRegisterForm, newAccount } from './auth-helpers'
import { expect, test, waitForLive } from './fixtures'
import { addToCart, findProduct } from './shop-helpers'

// Issue 37 (decision 090): every cookie the site sets is on the cookie page, and a browser that
// sends Global Privacy Control is set nothing that outlives the visit beyond what is necessary.

/** Every cookie name the site's own answers set, and the browser holds, from now on. */
function watchCookies(page: Page, context: BrowserContext) {
  const origin = new URL(page.url()).origin
  const seen = new Set<string>()
  page.on('response', async (response) => {
    if (new URL(response.url()).origin !== origin) return
    for (const { name, value } of await response.headersArray()) {
      if (name.toLowerCase() === 'set-cookie') seen.add(value.slice(0, value.indexOf('=')).trim())
    }
  })
  return {
    /** What was set by an answer, or by the page's own scripts (`document.cookie`). */
    async names() {
      for (const cookie of await context.cookies(origin)) seen.add(cookie.name)
      return [...seen].sort()
    },
  }
}

async function listedCookies(page: Page) {
  await page.goto('/cookies')
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'The cookies we set' }),
  })
  return (await section.locator('code').allTextContents()).sort()
}

test('every cookie a whole journey is set is on the cookie page', async ({ page, context }) => {
  await page.goto('/')
  const cookies = watchCookies(page, context)

  // Browsing, a cart, the other language and back.
  const product = await findProduct(page.request, 'Dino Discovery 3D Puzzle')
  await addToCart(page, product)
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(`/es/product/${product.id}`)
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`/product/${product.id}`)
  await page.goto('/donate')
  await page.goto('/store')

  // Signing up, the member's pages, signing out.
  await page.goto('/auth?tab=register')
  const account = newAccount('cookies')
  const form = await fillRegisterForm(page, account)
  await form.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Registration successful')).toBeVisible()
  await page.goto('/account')
  await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible()
  await page.goto('/community')
  await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible()

  const seen = await cookies.names()
  const listed = await listedCookies(page)
  // Over plain HTTP the session is `session`; `__Host-session` is its name over HTTPS.
  expect(seen).toEqual(['locale', 'session'])
  for (const name of seen) expect(listed, `${name} is on the cookie page`).toContain(name)
  expect(listed).toEqual(['__Host-session', 'locale', 'session'])
})

test('the chosen language is remembered for a year, or for the visit under Global Privacy Control', async ({
  browser,
  playwright,
}) => {
  const yearFromNow = Date.now() / 1000 + 364 * 24 * 60 * 60
  const choose = async (privacy: boolean) => {
    const context = await browser.newContext(
      privacy ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {},
    )
    if (privacy) {
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
      )
    }
    const page = await context.newPage()
    // The page's switch (its script writes the cookie) and a switch the server remembers
    // (the link followed before the page could).
    await page.goto('/about')
    await waitForLive(page)
    await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL('/es/about')
    const byScript = (await context.cookies()).find((cookie) => cookie.name === 'locale')
    // Without the browser's cookie: as a switch followed before the page could remember it.
    const request = await playwright.request.newContext({ baseURL: new URL(page.url()).origin })
    const byServer = await request.get('/es/donate', {
      headers: {
        'Sec-Fetch-Site': 'same-origin',
        'Sec-Fetch-Mode': 'navigate',
        Referer: new URL('/donate', page.url()).href,
        ...(privacy ? { 'Sec-GPC': '1' } : {}),
      },
    })
    const setByServer = byServer.headers()['set-cookie']
    await request.dispose()
    await context.close()
    return { byScript, setByServer }
  }

  const usual = await choose(false)
  expect(usual.byScript?.value).toBe('es')
  expect(usual.byScript?.expires).toBeGreaterThan(yearFromNow)
  expect(usual.setByServer).toContain('Max-Age=31536000')

  const private_ = await choose(true)
  expect(private_.byScript?.value).toBe('es')
  // -1: a cookie for the browser's session, gone when it closes.
  expect(private_.byScript?.expires).toBe(-1)
  expect(private_.setByServer).toBe('locale=es; Path=/; SameSite=Lax')
})
