import type { Page } from '@playwright/test'
import { expect, reachDeferredParts, test } from './fixtures'

const brand = 'BrightMinds Foundation'

/** Each public page: the text its server HTML must hold before any script runs. */
const pages: { path: string; heading: string; text?: RegExp }[] = [
  { path: '/', heading: 'Unlocking Children&#x27;s Cognitive Potential', text: /Best Seller/ },
  { path: '/about', heading: 'About Us' },
  { path: '/impact', heading: 'Our Impact' },
  { path: '/mission', heading: 'Our Mission' },
  { path: '/store', heading: 'Our Puzzles &amp; Toys', text: /Dino Discovery 3D Puzzle/ },
  { path: '/product/1', heading: 'Dino Discovery 3D Puzzle', text: /\$34\.99/ },
  {
    path: '/ai-storytelling',
    heading: 'Turn Your Child&#x27;s Story into an eBook and Animated Film',
  },
  { path: '/volunteer', heading: 'Volunteer With Us' },
  { path: '/program', heading: 'Apply To Our Program' },
  { path: '/donate', heading: 'Make a Donation', text: /Donate Now|Give monthly|Monthly/ },
  { path: '/involved', heading: 'Get Involved' },
  { path: '/sponsor', heading: 'Sponsor a Student' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/cookies', heading: 'Cookie Policy' },
  { path: '/accessibility', heading: 'Accessibility Statement' },
]

/** The JSON-LD blocks of an HTML document, parsed (a block that is not JSON fails the test). */
/** The JSON-LD entities of the HTML as sent: each block's graph, or the block itself. */
function structuredData(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].flatMap(
    ([, json]) => {
      const block = JSON.parse(json!.replaceAll('&quot;', '"').replaceAll('&amp;', '&'))
      return block['@graph'] ?? [block]
    },
  )
}

/** The page itself, in its language, as every public page describes itself first (issue 34). */
const webPage = (path: string) =>
  expect.objectContaining({
    '@type': 'WebPage',
    url: expect.stringMatching(new RegExp(`^https?://[^/]+${path}$`)),
    inLanguage: 'en-US',
  })

function meta(html: string, attribute: 'name' | 'property', key: string) {
  const tag = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))
  return tag?.[1]
}

test.describe('the server HTML of each public page', () => {
  for (const { path, heading, text } of pages) {
    test(`${path} holds its heading${text ? ' and content' : ''} before any script runs`, async ({
      request,
    }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/[()$]/g, '\\$&')}</h1>`))
      if (text) expect(html).toMatch(text)
      expect(html).toMatch(new RegExp(`<title>[^<]* - ${brand}</title>`))
      expect(meta(html, 'name', 'description')).toBeTruthy()
      expect(html).toContain(`<link rel="canonical" href="`)
    })
  }

  test('a product is described with its image, price and availability', async ({ request }) => {
    const html = await (await request.get('/product/1')).text()
    expect(meta(html, 'property', 'og:title')).toBe(`Dino Discovery 3D Puzzle - ${brand}`)
    expect(meta(html, 'property', 'og:type')).toBe('product')
    expect(meta(html, 'property', 'og:image')).toMatch(/^https?:\/\/[^/]+\/images\/products\//)
    expect(meta(html, 'name', 'twitter:image')).toBe(meta(html, 'property', 'og:image'))
    expect(structuredData(html)).toEqual([
      webPage('/product/1'),
      expect.objectContaining({
        '@type': 'Product',
        name: 'Dino Discovery 3D Puzzle',
        offers: expect.objectContaining({
          price: '34.99',
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
        }),
      }),
    ])
  })

  test('the home page names the organisation, and /donate a way to give to it', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    expect(structuredData(home)).toEqual([
      webPage('/'),
      expect.objectContaining({ '@type': 'NGO', name: brand, nonprofitStatus: 'Nonprofit501c3' }),
    ])
    const donate = await (await request.get('/donate')).text()
    expect(structuredData(donate)).toEqual([
      webPage('/donate'),
      expect.objectContaining({ '@type': 'DonateAction' }),
    ])
  })

  test('an unknown path answers 404 with the not-found screen', async ({ request }) => {
    const response = await request.get('/no-such-page')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('404 Page Not Found')
  })

  test("members' pages get the app shell: the server renders no one's data", async ({
    request,
  }) => {
    for (const path of ['/account', '/community', '/admin', '/checkout']) {
      const html = await (await request.get(path)).text()
      expect(html).toContain('<div id="root"></div>')
      expect(html).not.toMatch(/<h1/)
    }
  })
})

test.describe('the first paint', () => {
  // The server's HTML as it first paints, before any script adds to it; every request goes to
  // the server, where the test can empty the stylesheet.
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' })

  /** The computed styles of what a visitor sees first: the header, headings, content, footer. */
  function firstScreenStyles(page: Page) {
    return page.evaluate(() => {
      const properties = [
        'display',
        'position',
        'font-family',
        'font-size',
        'font-weight',
        'color',
        'background-color',
        'padding',
        'margin',
        'gap',
        'grid-template-columns',
        'border-width',
        'border-radius',
        'width',
      ]
      const elements = document.querySelectorAll(
        'header, header a, h1, main :is(section, h2, h3, p, a, button, img, label), footer',
      )
      return [...elements].map(
        (element) =>
          `${element.tagName} ${properties.map((p) => getComputedStyle(element).getPropertyValue(p)).join(' | ')}`,
      )
    })
  }

  for (const path of ['/', '/store', '/product/1', '/donate']) {
    test(`${path} looks the same from its inline styles as with the whole stylesheet`, async ({
      page,
    }) => {
      // Without scripts, the <noscript> copy of the stylesheet applies it whole.
      await page.goto(path)
      const whole = await firstScreenStyles(page)
      // Now it arrives empty: the page has only the styles the server inlined.
      await page.route('**/assets/*.css', (route) =>
        route.fulfill({ contentType: 'text/css', body: '' }),
      )
      await page.reload()
      expect(await firstScreenStyles(page)).toEqual(whole)
    })
  }
})

test('once the page is live, the whole stylesheet applies, for what the app shows next', async ({
  page,
}) => {
  await page.goto('/store')
  await expect(page.locator('link[data-deferred-stylesheet]')).toHaveAttribute('media', 'all')
  // A screen the server did not render is styled by it: the mobile menu's drawer, say.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.getByRole('button', { name: /menu/i }).click()
  await expect(page.getByRole('dialog').locator('..')).toHaveCSS('position', 'fixed')
})

test("the parts below the first screen come alive after the page, on the server's own HTML", async ({
  page,
}) => {
  // Before any script runs, note the server's nodes of each deferred part (the home page's
  // sections below its first screen that need no data, its donation cards and newsletter, the
  // footer), and how many are live when the page is.
  await page.addInitScript(() => {
    const seen = window as unknown as { serverParts: Element[]; liveWithPage: number }
    document.addEventListener('DOMContentLoaded', () => {
      seen.serverParts = [...document.querySelectorAll('[data-deferred] > *')]
    })
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute('data-hydrated')) return
      seen.liveWithPage = document.querySelectorAll('[data-live]').length
      observer.disconnect()
    }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto('/')
  await reachDeferredParts(page)
  const parts = await page.evaluate(() => {
    const seen = window as unknown as { serverParts: Element[]; liveWithPage: number }
    return {
      count: seen.serverParts.length,
      kept: seen.serverParts.every((node) => node.isConnected),
      liveWithPage: seen.liveWithPage,
      live: document.querySelectorAll('[data-deferred][data-live]').length,
    }
  })
  expect(parts).toEqual({ count: 7, kept: true, liveWithPage: 0, live: 7 })

  // Hydrated, they work: the newsletter form answers with its own message.
  const newsletter = page.getByRole('region', { name: 'Stay in the Loop' })
  await newsletter.getByLabel('Email address').fill('not an address')
  await newsletter.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible()

  // Rendered in the browser (a later visit within the app), they render at once.
  await page.goto('/store')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page.getByRole('form', { name: 'Give Once' })).toBeVisible()
  await expect(page.locator('[data-deferred]:not([data-live])')).toHaveCount(0)
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('a shared product link still shows the product, its price and the site around it', async ({
    page,
  }) => {
    await page.goto('/product/1')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dino Discovery 3D Puzzle')
    await expect(page.getByText('$34.99').first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Donate' }).first()).toBeVisible()
    await expect(page).toHaveTitle(`Dino Discovery 3D Puzzle - ${brand}`)
  })

  test('the store lists the catalogue', async ({ page }) => {
    await page.goto('/store')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Puzzles & Toys')
    await expect(page.getByText('Dino Discovery 3D Puzzle').first()).toBeVisible()
  })
})
