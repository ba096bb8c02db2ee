import type { Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test } from './fixtures'

/**
 * The pseudo-locale run (issue 34, decision 080): every public page at a 390 px phone, each of
 * its words accented and 40 % longer, must still fit — nothing wider than the screen, no text
 * cut off or spilling out of its box. Spanish runs 20–30 % longer than English and other
 * languages further; a layout that holds this holds them. The pseudo text is laid over the
 * live page, so what staff wrote (a product's name, a resource's title) is stretched with the
 * catalogue's words. The Spanish pages, as they are, pass the same checks.
 */
test.use({ viewport: { width: 390, height: 844 } })

/** The not-found page: its address answers 404, as it should. */
const missingPage = '/no-such-page'
const publicPaths = [
  '/',
  '/about',
  '/mission',
  '/impact',
  '/involved',
  '/store',
  '/product/1',
  '/cart',
  '/checkout',
  '/donate',
  '/volunteer',
  '/program',
  '/sponsor',
  '/ai-storytelling',
  '/auth',
  '/forgot-password',
  '/giving-statement',
  '/resources/building-a-3d-puzzle-with-your-child',
  '/privacy',
  '/terms',
  '/cookies',
  missingPage,
]
const memberPaths = ['/community', '/community?tab=forum', '/account']

const spanish = (path: string) => (path === '/' ? '/es' : `/es${path}`)

/** Lays the pseudo-locale over the page: every text and placeholder accented, 40 % longer. */
async function pseudoLocalize(page: Page) {
  await page.evaluate(() => {
    const accents: Record<string, string> = {
      a: 'á',
      b: 'ƀ',
      c: 'ç',
      d: 'ď',
      e: 'é',
      f: 'ƒ',
      g: 'ĝ',
      h: 'ĥ',
      i: 'í',
      j: 'ĵ',
      k: 'ķ',
      l: 'ĺ',
      n: 'ñ',
      o: 'ö',
      r: 'ŕ',
      s: 'š',
      t: 'ţ',
      u: 'ü',
      w: 'ŵ',
      y: 'ý',
      z: 'ž',
      A: 'Á',
      C: 'Ç',
      E: 'É',
      I: 'Í',
      N: 'Ñ',
      O: 'Ö',
      S: 'Š',
      U: 'Ü',
      Y: 'Ý',
    }
    // Longer by 40 % of its letters, as words (a real translation wraps between its words).
    // Text without a letter (a price, a "+") is the same in every language.
    const pseudo = (text: string) => {
      if (!/[A-Za-z]/.test(text)) return text
      const letters = text.replace(/\s/g, '').length
      const extra = Math.ceil(letters * 0.4)
      const filler = Array.from({ length: Math.ceil(extra / 4) }, () => 'ẋẋẋ').join(' ')
      const accented = text.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter)
      const end = accented.length - accented.trimEnd().length
      return `${accented.trimEnd()} ${filler}${accented.slice(accented.length - end)}`
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, noscript, template, [translate="no"]')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    })
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    for (const text of texts) text.data = pseudo(text.data)
    for (const field of document.querySelectorAll<HTMLInputElement>('[placeholder]')) {
      field.placeholder = pseudo(field.placeholder)
    }
  })
}

/**
 * What does not fit: the page wider than the screen, an element's text past the screen's edge
 * (hidden by a box that clips it), and each visible element whose text is
 * cut off (an ellipsis, a clipped or clamped box) or spills out of it, or a select too narrow for
 * its chosen option. Boxes that scroll on purpose (a row of tabs) are not cut off, nor a teaser
 * clamped by design whose whole text is a tap away (`data-teaser`: a product card's description).
 */
async function misfits(page: Page) {
  // Two frames: the text laid over the page has been laid out and painted.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the screen`)
    }
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`
    const visible = (element: HTMLElement) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return style.visibility !== 'hidden' && box.width > 1 && box.height > 1
    }
    const context = document.createElement('canvas').getContext('2d')!
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!visible(element)) continue
      const style = getComputedStyle(element)
      if (element instanceof HTMLSelectElement) {
        const chosen = element.selectedOptions[0]?.text ?? ''
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room =
          element.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight)
        if (context.measureText(chosen).width > room + 1) {
          found.push(`<select> cuts off its option "${chosen.slice(0, 40)}"`)
        }
        continue
      }
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      )
      if (!ownText || style.display === 'inline' || style.display === 'contents') continue
      const scrolls = /auto|scroll/.test(style.overflowX)
      // Past the screen's edge, where a clipping box hides it rather than the page scrolling.
      const box = element.getBoundingClientRect()
      const inScroller = (() => {
        for (let up = element.parentElement; up; up = up.parentElement) {
          if (/auto|scroll/.test(getComputedStyle(up).overflowX)) return true
        }
        return false
      })()
      if ((box.right > window.innerWidth + 1 || box.left < -1) && !inScroller) {
        found.push(`${name(element)} runs off the screen`)
        continue
      }
      const wide = element.scrollWidth > element.clientWidth + 1
      const tall = element.scrollHeight > element.clientHeight + 1
      if (style.textOverflow === 'ellipsis' && wide) found.push(`${name(element)} ends in …`)
      else if (
        style.webkitLineClamp !== 'none' &&
        style.webkitLineClamp !== '' &&
        tall &&
        !element.hasAttribute('data-teaser')
      ) {
        found.push(`${name(element)} is clamped`)
      } else if (wide && !scrolls) found.push(`${name(element)} spills out of its box`)
    }
    return found
  })
}

/** The page, live to its last part: the pseudo text is laid over what React has hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await reachDeferredParts(page)
  await page.waitForLoadState('networkidle')
}

for (const path of publicPaths) {
  test(`${path} fits a phone in the pseudo-locale`, async ({ page, expectHttpError }) => {
    if (path === missingPage) expectHttpError(path, 404)
    await open(page, path)
    await pseudoLocalize(page)
    expect(await misfits(page)).toEqual([])
  })

  test(`${spanish(path)} fits a phone`, async ({ page, expectHttpError }) => {
    if (path === missingPage) expectHttpError(spanish(path), 404)
    await open(page, spanish(path))
    expect(await misfits(page)).toEqual([])
  })
}

for (const path of memberPaths) {
  test(`${path} (signed in) fits a phone in the pseudo-locale, and in Spanish`, async ({
    page,
  }) => {
    await registerAccount(page.request)
    await open(page, path)
    await pseudoLocalize(page)
    expect(await misfits(page)).toEqual([])
    await open(page, spanish(path))
    expect(await misfits(page)).toEqual([])
  })
}
