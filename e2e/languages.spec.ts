import AxeBuilder from '@axe-core/playwright'
import { expectNoAxeViolations, wcagTags } from './axe'
import { expect, reachDeferredParts, test, waitForLive } from './fixtures'
import { addToCart, findProduct } from './shop-helpers'

// Issue 34's frame (decision 077): the site in English at its own addresses and in Spanish under
// /es, a switch between them that keeps the page, an offer of the browser's language, a
// remembered choice.

test('a Spanish address is the page in Spanish, from its server HTML on', async ({ page }) => {
  const html = await (await page.request.get('/es/about')).text()
  expect(html).toContain('<html lang="es-US"')
  expect(html).toContain('Quiénes somos')
  expect(html).toContain('<meta property="og:locale" content="es_US"/>')
  for (const [hreflang, path] of [
    ['en-US', '/about'],
    ['es-US', '/es/about'],
    ['x-default', '/about'],
  ]) {
    expect(html).toMatch(new RegExp(`rel="alternate" hrefLang="${hreflang}" href="[^"]*${path}"`))
  }
  expect(html).toMatch(/rel="canonical" href="[^"]*\/es\/about"/)

  await page.goto('/es/about')
  const main = page.getByRole('navigation', { name: 'Principal' })
  // A step within the site stays in Spanish: the router writes every link in the page's language.
  await main.getByRole('link', { name: 'Nuestro impacto' }).click()
  await expect(page).toHaveURL('/es/impact')
  await main.getByRole('link', { name: 'Inicio' }).click()
  await expect(page).toHaveURL('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
})

test('an English address stays English, with the same alternates', async ({ page }) => {
  const html = await (await page.request.get('/about')).text()
  expect(html).toContain('<html lang="en-US"')
  expect(html).toContain('<meta property="og:locale" content="en_US"/>')
  expect(html).toMatch(/rel="canonical" href="[^"]*\/about"/)
  expect(html).toMatch(/rel="alternate" hrefLang="es-US" href="[^"]*\/es\/about"/)
})

test('the switch opens the same page in the other language, the cart kept', async ({
  page,
  context,
}) => {
  const product = await findProduct(page.request, 'Dino Discovery 3D Puzzle')
  await addToCart(page, product)
  await expect(page.getByTestId('cart-count')).toHaveText('1')

  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(`/es/product/${product.id}`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(page.getByRole('link', { name: 'Carrito, 1 artículo' })).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('es')

  // The footer's switch, back to English: the choice follows. (The click above opened the page
  // itself, not through goto: wait until it is live, and its footer too, as a person scrolling
  // down to it would — until then the footer is the server's HTML, without handlers.)
  await waitForLive(page)
  await reachDeferredParts(page)
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`/product/${product.id}`)
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  expect((await context.cookies()).find((cookie) => cookie.name === 'locale')?.value).toBe('en')
})

test('the switch keeps the search of the page', async ({ page }) => {
  await page.goto('/store?sort=priceAsc')
  const spanish = page.getByRole('banner').getByRole('link', { name: 'Español' })
  await expect(spanish).toHaveAttribute('href', '/es/store?sort=priceAsc')
  await expect(spanish).toHaveAttribute('hreflang', 'es-US')
})

test('a chosen language is where an address from outside the site leads', async ({ page }) => {
  // The choice is made on a page of the other language, as a visitor makes it.
  await page.goto('/about')
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL('/es/about')

  // A typed address or a bookmark (no referrer from the site) of an English page.
  await page.goto('/donate?amount=50')
  await expect(page).toHaveURL('/es/donate?amount=50')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')

  // A step within the site is never redirected: the English page opens from a Spanish one.
  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL('/donate?amount=50')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
})

test('an unknown Spanish address answers 404 in Spanish', async ({ page, expectHttpError }) => {
  expectHttpError('/es/no-such-page', 404)
  const response = await page.goto('/es/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: página no encontrada')
  await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es')
})

test('the Spanish home page and header have no axe violations', async ({ page }) => {
  await page.goto('/es')
  await page.waitForLoadState('networkidle')
  await expectNoAxeViolations(page)
})

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' })

  test('is offered the page in Spanish, never sent there', async ({ page }) => {
    const response = await page.goto('/about')
    expect(response?.url()).toMatch(/\/about$/)
    const offer = page.getByRole('region', { name: 'Idioma' })
    await expect(offer).toBeVisible()
    await expect(offer).toHaveAttribute('lang', 'es-US')
    await expect(offer).toContainText('Esta página también está en español.')
    await expectNoAxeViolations(page)
    await offer.getByRole('link', { name: 'Ver en español' }).click()
    await expect(page).toHaveURL('/es/about')
    // Chosen: no offer on the Spanish page, nor on any other.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: /Idioma|Language/ })).toHaveCount(0)
  })

  test('can decline the offer, which is then not made again', async ({ page }) => {
    await page.goto('/about')
    const offer = page.getByRole('region', { name: 'Idioma' })
    await offer.getByRole('button', { name: 'No, gracias' }).click()
    await expect(offer).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await waitForLive(page)
    await expect(page.getByRole('region', { name: 'Idioma' })).toHaveCount(0)
    // And the declined language is where the visitor stays: English.
    await page.goto('/es/about')
    await expect(page).toHaveURL('/about')
  })
})

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' })

  test('is offered English on a Spanish page, in English', async ({ page }) => {
    await page.goto('/es/about')
    const offer = page.getByRole('region', { name: 'Language' })
    await expect(offer).toHaveAttribute('lang', 'en-US')
    await expect(offer.getByRole('link', { name: 'View in English' })).toHaveAttribute(
      'href',
      '/about',
    )
  })

  test('the offer is clear to every reader: named, in contrast, its two choices large enough', async ({
    page,
  }) => {
    await page.goto('/es/about')
    await expect(page.getByRole('region', { name: 'Language' })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(wcagTags)
      .include('[data-language-offer]')
      .analyze()
    expect(results.violations.map((violation) => violation.id)).toEqual([])
  })

  test('is offered nothing on an English page', async ({ page }) => {
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('region', { name: /Idioma|Language/ })).toHaveCount(0)
  })
})

test('a Spanish page links the installed app in Spanish, opening on /es', async ({ page }) => {
  const html = await (await page.request.get('/es/store')).text()
  expect(html).toContain('<link rel="manifest" href="/manifest.es.webmanifest">')
  const spanish = await (await page.request.get('/manifest.es.webmanifest')).json()
  expect(spanish).toMatchObject({ id: '/es', start_url: '/es', scope: '/', lang: 'es-US' })
  expect(spanish.description).toMatch(/^Una organización sin fines de lucro 501\(c\)\(3\)/)
  const english = await (await page.request.get('/manifest.webmanifest')).json()
  expect(english).toMatchObject({ id: '/', start_url: '/', lang: 'en-US' })
  expect(english.icons).toEqual(spanish.icons)
})
