import type { Page } from '@playwright/test'
import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test } from './fixtures'
import { misfits } from './misfits'
import { memberPages, missingPage, publicPages, spanish } from './site-pages'

/**
 * The pseudo-locale run (issue 34, decision 080): every public page at a 390 px phone, each of
 * its words accented and 40 % longer, must still fit — nothing wider than the screen, no text
 * cut off or spilling out of its box. Spanish runs 20–30 % longer than English and other
 * languages further; a layout that holds this holds them. The pseudo text is laid over the
 * live page, so what staff wrote (a product's name, a resource's title) is stretched with the
 * catalogue's words. The Spanish pages, as they are, pass the same checks.
 */
test.use({ viewport: { width: 390, height: 844 } })

const publicPaths = [...publicPages, missingPage]

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

for (const path of memberPages) {
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
