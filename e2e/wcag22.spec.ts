import type { Page } from '@playwright/test'
import { e2eAdmin } from './admin-account'
import { registerAccount } from './auth-helpers'
import { expect, reachDeferredParts, test, waitForLive } from './fixtures'
import { misfits } from './misfits'
import { memberPages, missingPage, publicPages, spanish } from './site-pages'

/**
 * WCAG 2.2 AA where axe cannot decide (issue 35), measured on every page in both languages:
 * target size at a phone's and a laptop's width, reflow at 320 CSS px, the same help in the same
 * place, and motion only for those who have not asked for less.
 */

const phone = { width: 390, height: 844 }
const laptop = { width: 1366, height: 900 }
/** 320 CSS px: a 1280 px window at 400 % zoom, the width WCAG 1.4.10 asks content to reflow to. */
const narrowest = { width: 320, height: 640 }

const everyPage = publicPages.flatMap((path) => [path, spanish(path)])

/** The page, live to its last part, its network quiet (lazy sections and queries settled). */
async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await reachDeferredParts(page)
  await page.waitForLoadState('networkidle')
}

/**
 * 2.5.8 Target size (minimum): each target a person can tap or click that is smaller than
 * 24 × 24 CSS px and has not the room around it the criterion's spacing exception asks for (a
 * 24 px circle on its centre touching no other target, nor another small target's circle). Not
 * counted, as the criterion says: a link inside a sentence, a target the page hides. A native
 * input drawn by its label (a radio shown as a tile) is measured as its label.
 */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="option"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',')
    const shown = (element: Element) => {
      const style = getComputedStyle(element)
      return style.visibility !== 'hidden' && !element.closest('[inert], [aria-hidden="true"]')
    }
    /** A link in a run of text: the criterion's inline exception. */
    const inline = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false
      let block = element.parentElement
      while (block && getComputedStyle(block).display.startsWith('inline')) {
        block = block.parentElement
      }
      const own = (element.textContent ?? '').trim().length
      return (block?.textContent ?? '').trim().length > own
    }
    /**
     * The layer a target moves with: a bar fixed or stuck to the screen, or the page. Only
     * targets of one layer are measured against each other — a bar's buttons pass over every
     * part of the page as it scrolls, and cover it, which is 2.4.11's concern (checked in
     * e2e/focus-not-obscured.spec.ts), not a target's size.
     */
    const layerOf = (element: Element) => {
      for (let up: Element | null = element; up; up = up.parentElement) {
        if (/fixed|sticky/.test(getComputedStyle(up).position)) return up
      }
      return null
    }
    type Target = { element: Element; box: DOMRect; layer: Element | null }
    const targets: Target[] = []
    for (const element of document.body.querySelectorAll(selector)) {
      if ((element as HTMLButtonElement).disabled || !shown(element)) continue
      let box = element.getBoundingClientRect()
      // A control inside its label is clicked anywhere on the label; one drawn by its label
      // (the input itself hidden) is clicked on the label.
      const labels = 'labels' in element ? (element as HTMLInputElement).labels : null
      const around = labels ? [...labels].find((label) => label.contains(element)) : undefined
      if (around) box = around.getBoundingClientRect()
      else if ((box.width <= 2 || box.height <= 2) && labels?.[0]) {
        box = labels[0].getBoundingClientRect()
      }
      if (box.width <= 2 || box.height <= 2) continue // not drawn: nothing to tap
      if (inline(element)) continue
      targets.push({ element, box, layer: layerOf(element) })
    }
    const small = (box: DOMRect) => box.width < 24 - 0.5 || box.height < 24 - 0.5
    const centre = (box: DOMRect) => [box.left + box.width / 2, box.top + box.height / 2] as const
    const distanceToBox = ([x, y]: readonly [number, number], box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom))
    const nested = (one: Element, other: Element) => one.contains(other) || other.contains(one)
    const found: string[] = []
    for (const target of targets) {
      if (!small(target.box)) continue
      const middle = centre(target.box)
      const crowded = targets.find((other) => {
        if (other === target || nested(other.element, target.element)) return false
        if (other.layer !== target.layer) return false
        if (small(other.box)) {
          const [x, y] = centre(other.box)
          return Math.hypot(x - middle[0], y - middle[1]) < 24 - 0.5
        }
        return distanceToBox(middle, other.box) < 12 - 0.5
      })
      if (!crowded) continue
      const name = (element: Element) =>
        `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
      found.push(
        `${name(target.element)} ${Math.round(target.box.width)}×${Math.round(target.box.height)}, too near ${name(crowded.element)}`,
      )
    }
    return found
  })
}

/**
 * 2.5.7 Dragging movements: nothing on the page is worked by dragging — no drag-and-drop, no
 * slider, no surface that takes the pointer's movement for itself (`touch-action: none`, as drag
 * libraries set). The site has none; one added later is listed here until it has been given a
 * single-pointer way (buttons, a field) and this check learns of it.
 */
async function dragControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          element.getAttribute('draggable') === 'true' ||
          element.getAttribute('role') === 'slider' ||
          (element instanceof HTMLInputElement && element.type === 'range') ||
          getComputedStyle(element).touchAction === 'none',
      )
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  )
}

/**
 * The page at a phone's width and a laptop's, each target measured (2.5.8); then narrowed to
 * 320 CSS px, as zooming a 1280 px window to 400 % narrows it, where it must reflow (1.4.10).
 * One visit, resized as a person zooming resizes it: the layout follows the window.
 */
async function measureAtEverySize(page: Page) {
  const found: Record<string, string[]> = {}
  for (const [name, size] of [
    ['390', phone],
    ['1366', laptop],
  ] as const) {
    await page.setViewportSize(size)
    await settled(page)
    const small = await smallTargets(page)
    if (small.length > 0) found[`small targets at ${name} px`] = small
    const drags = await dragControls(page)
    if (drags.length > 0) found[`worked by dragging at ${name} px`] = drags
  }
  await page.setViewportSize(narrowest)
  const misfit = await misfits(page)
  if (misfit.length > 0) found['not reflowed at 320 px'] = misfit
  return found
}

/** Two frames: the layout of the window's new size has been worked out and painted. */
function settled(page: Page) {
  return page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

test('the measures see what they look for: small crowded targets, a page wider than 320 px, dragging', async ({
  page,
}) => {
  await open(page, '/about')
  // Two 16 px buttons 4 px apart, and a link in a sentence (exempt) beside a roomy 16 px one.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    main.insertAdjacentHTML(
      'afterbegin',
      `<div style="display:flex;gap:4px"><button style="width:16px;height:16px;padding:0" aria-label="one"></button><button style="width:16px;height:16px;padding:0" aria-label="two"></button></div>
       <p>Read <a href="/terms">our terms</a> first.</p>
       <div style="padding:40px"><button style="width:16px;height:16px;padding:0" aria-label="alone"></button></div>
       <div style="width:400px;height:4px"></div>`,
    )
  })
  expect(await smallTargets(page)).toEqual([
    '<button> "one" 16×16, too near <button> "two"',
    '<button> "two" 16×16, too near <button> "one"',
  ])
  await page.setViewportSize(narrowest)
  expect(await misfits(page)).toContain('the page is 80px wider than the screen')
  // A slider, a card to drag and a surface that keeps the pointer's moves: each is listed.
  await page.evaluate(() => {
    document.querySelector('main')!.insertAdjacentHTML(
      'afterbegin',
      `<input type="range" aria-label="amount"><div draggable="true">card</div>
       <div style="touch-action:none">canvas</div>`,
    )
  })
  expect(await dragControls(page)).toEqual(['<input> "amount"', '<div> "card"', '<div> "canvas"'])
})

test.describe('target size and reflow', () => {
  test.use({ viewport: phone })

  for (const path of everyPage) {
    test(`${path}: targets of 24 px or with room (2.5.8), no dragging (2.5.7), reflow at 320 px (1.4.10)`, async ({
      page,
    }) => {
      await open(page, path)
      expect(await measureAtEverySize(page)).toEqual({})
    })
  }

  for (const path of memberPages) {
    test(`${path} (signed in): targets (2.5.8) and reflow (1.4.10)`, async ({ page }) => {
      await registerAccount(page.request)
      await open(page, path)
      expect(await measureAtEverySize(page)).toEqual({})
    })
  }
})

test('every back-office page: targets (2.5.8) and reflow (1.4.10), as an owner', async ({
  page,
}) => {
  test.setTimeout(300_000)
  expect((await page.request.post('/api/login', { data: e2eAdmin })).status()).toBe(200)
  await page.setViewportSize(laptop)
  await page.goto('/admin')
  const pages = await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  expect(pages.length).toBeGreaterThan(10)
  const found: Record<string, Record<string, string[]>> = {}
  for (const path of pages) {
    await page.setViewportSize(phone)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    const measured = await measureAtEverySize(page)
    if (Object.keys(measured).length > 0) found[path] = measured
  }
  expect(found).toEqual({})
})

/**
 * 3.2.6 Consistent help: the ways to reach a person, in the same order among the page's own
 * parts on every page — the organisation's address, e-mail and phone in the footer's contact
 * column — so a parent who found them once finds them again.
 */
async function helpInPlace(page: Page) {
  return page.evaluate(() => {
    const footer = document.querySelector('footer')
    const contact = footer?.querySelector('address')
    if (!footer || !contact) return null
    // The page's own banner, main and content info: a header or footer inside a section or an
    // article is that part's, not the page's.
    const landmarks = [...document.querySelectorAll('header, main, footer')]
      .filter((landmark) => !landmark.parentElement?.closest('article, aside, main, nav, section'))
      .map((landmark) => landmark.tagName.toLowerCase())
    return {
      landmarks,
      last: footer === [...document.body.querySelectorAll('footer')].at(-1),
      help: [...contact.querySelectorAll('a[href]')].map((link) =>
        (link.getAttribute('href') ?? '').replace(/:.*/, ':'),
      ),
    }
  })
}

test('help is in the same place on every page, in both languages (3.2.6)', async ({
  page,
  expectHttpError,
}) => {
  test.setTimeout(240_000)
  const missing = [missingPage, spanish(missingPage)]
  for (const path of missing) expectHttpError(path, 404)
  const found = new Map<string, string>()
  for (const path of [...everyPage, ...missing]) {
    await page.goto(path)
    await waitForLive(page)
    await reachDeferredParts(page) // the footer loads as the visitor heads down
    const help = await helpInPlace(page)
    expect(help, `${path} has the footer's contact column`).not.toBeNull()
    found.set(path, JSON.stringify(help))
  }
  const first = found.get('/')
  expect(JSON.parse(first ?? 'null')).toEqual({
    landmarks: ['header', 'main', 'footer'],
    last: true,
    help: ['mailto:', 'tel:'],
  })
  for (const [path, help] of found) expect(help, path).toBe(first)
})

test.describe('for a person who asks for less motion', () => {
  test.use({ viewport: phone, reducedMotion: 'reduce' })

  test('nothing moves on any page: no animation runs, no transition, no smooth scroll (2.3.3)', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    for (const path of everyPage) {
      await open(page, path)
      const moving = await page.evaluate(() => {
        const found: string[] = []
        if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') {
          found.push('the page scrolls smoothly')
        }
        for (const animation of document.getAnimations()) {
          const timing = animation.effect?.getComputedTiming()
          const lasts = Number(timing?.activeDuration ?? 0)
          if (animation.playState === 'running' && lasts > 1) {
            const target = (animation.effect as KeyframeEffect | null)?.target
            found.push(`${target?.tagName.toLowerCase()} animates for ${lasts} ms`)
          }
        }
        for (const element of document.querySelectorAll('*')) {
          const seconds = getComputedStyle(element)
            .transitionDuration.split(',')
            .map((each) => Number.parseFloat(each))
          if (seconds.some((each) => each > 0.001)) {
            found.push(`<${element.tagName.toLowerCase()}> has a transition`)
          }
        }
        return found.slice(0, 10)
      })
      expect(moving, path).toEqual([])
    }
    // The menu a phone opens: its drawer appears at once.
    await open(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const slides = await page.evaluate(() =>
      document
        .getAnimations()
        .filter(
          (animation) => Number(animation.effect?.getComputedTiming().activeDuration ?? 0) > 1,
        )
        .map((animation) => (animation as CSSAnimation).animationName ?? 'a script'),
    )
    expect(slides).toEqual([])
  })

  test('and without that wish, the page does move: the check above sees motion', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await open(page, '/')
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('smooth')
  })
})

/**
 * Windows' high contrast themes (`forced-colors`): the browser paints every background in the
 * theme's one canvas colour, so a control drawn only by its fill (a radio's dot, a checkbox's
 * box, an icon button's disc) vanishes. Each control must still show by a border, its own text
 * or its icon.
 */
async function invisibleInForcedColors(page: Page) {
  return page.evaluate(() => {
    const controls = document.body.querySelectorAll<HTMLElement>(
      [
        'button',
        'a[href][class]',
        'input:not([type="hidden"])',
        'select',
        'textarea',
        '[data-part="control"]',
        '[role="radio"]',
        '[role="checkbox"]',
        '[role="switch"]',
        '[role="tab"]',
      ].join(','),
    )
    const found: string[] = []
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      const style = getComputedStyle(control)
      if (box.width <= 2 || box.height <= 2 || style.visibility === 'hidden') continue
      if (control.closest('[aria-hidden="true"]') && control.dataset.part !== 'control') continue
      const bordered = ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      )
      const worded = (control.innerText ?? '').trim() !== '' || (control as HTMLInputElement).value
      const pictured = control.querySelector('svg, img') !== null
      if (!bordered && !worded && !pictured) {
        found.push(
          `<${control.tagName.toLowerCase()}${control.dataset.part ? ` data-part="${control.dataset.part}"` : ''}> "${control.getAttribute('aria-label') ?? ''}"`,
        )
      }
    }
    return found
  })
}

test.describe('in a high contrast theme', () => {
  test.use({ viewport: phone })

  test('the check sees a control drawn only by its fill', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await open(page, '/about')
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'afterbegin',
          '<button aria-label="filled" style="width:32px;height:32px;border:0;background:#f46a35"></button>',
        )
    })
    expect(await invisibleInForcedColors(page)).toEqual(['<button> "filled"'])
  })

  for (const path of ['/donate', '/store', '/product/1', '/auth', '/volunteer', '/es/donate']) {
    test(`${path}: every control still shows (forced colors)`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      await open(page, path)
      expect(await invisibleInForcedColors(page)).toEqual([])
    })
  }
})
