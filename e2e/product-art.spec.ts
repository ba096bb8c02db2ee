import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { productImageUrl, seedProducts } from '../db/seed-data/products'
import { frameMarkup, productArtFrame } from '../scripts/art/product-art-frame'
import { expect, test } from './fixtures'

/**
 * Product art shares one frame (scripts/art/product-art-frame.ts): the same background, halo and
 * floor shadow, the object standing whole on the ground inside a safe area that the shop's 4:3
 * and 5:4 `object-fit: cover` crops never reach.
 */
const publicDir = fileURLToPath(new URL('../web/public', import.meta.url))
const artDir = `${publicDir}/images/products`
const artFiles = readdirSync(artDir)
  .filter((name) => name.endsWith('.svg'))
  .sort()
const { safe, ground, size } = productArtFrame
/** How far the drawn box may stray: a pixel of anti-aliasing, a few of a stroke on the ground. */
const edge = 1
const onGround = 4

interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** The SVG shown inline at 600 by 600 CSS pixels, one pixel a unit of its viewBox. */
async function showInline(page: Page, markup: string) {
  await page.setViewportSize({ width: size, height: size })
  await page.setContent(
    `<!doctype html><html><body style="margin:0">${markup.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  )
}

/**
 * `#art`'s box from the geometry: each shape's `getBBox()` mapped through its transforms (the
 * group's scale and move, any rotation inside) into viewBox units, widened by half its stroke,
 * which `getBoundingClientRect()` leaves out.
 */
function layoutBox(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const svg = document.querySelector('svg')!
    const toSvg = svg.getScreenCTM()!.inverse()
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
    const shapes = document.querySelectorAll<SVGGraphicsElement>(
      '#art :is(path, rect, circle, ellipse, polygon, polyline, line, text)',
    )
    for (const shape of shapes) {
      const { x, y, width, height } = shape.getBBox()
      const style = getComputedStyle(shape)
      const half = style.stroke === 'none' ? 0 : Number.parseFloat(style.strokeWidth) / 2
      const matrix = toSvg.multiply(shape.getScreenCTM()!)
      for (const [px, py] of [
        [x - half, y - half],
        [x + width + half, y - half],
        [x - half, y + height + half],
        [x + width + half, y + height + half],
      ] as const) {
        const point = new DOMPoint(px, py).matrixTransform(matrix)
        box.left = Math.min(box.left, point.x)
        box.top = Math.min(box.top, point.y)
        box.right = Math.max(box.right, point.x)
        box.bottom = Math.max(box.bottom, point.y)
      }
    }
    return box
  })
}

/**
 * What `#art` actually paints, strokes and all: the SVG drawn without its frame onto a canvas at
 * twice the size, and the box of the pixels it covered.
 */
function paintedBox(page: Page, markup: string): Promise<Box> {
  const artOnly = markup.replace('<g id="frame"', '<g id="frame" display="none"')
  return page.evaluate(
    async ({ svg, size }) => {
      const scale = 2
      const side = size * scale
      const image = new Image()
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = side
      canvas.height = side
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0, side, side)
      const { data } = context.getImageData(0, 0, side, side)
      let left = side
      let top = side
      let right = -1
      let bottom = -1
      for (let y = 0; y < side; y++) {
        for (let x = 0; x < side; x++) {
          if (data[(y * side + x) * 4 + 3]! <= 24) continue
          left = Math.min(left, x)
          right = Math.max(right, x + 1)
          top = Math.min(top, y)
          bottom = Math.max(bottom, y + 1)
        }
      }
      return { left: left / scale, top: top / scale, right: right / scale, bottom: bottom / scale }
    },
    { svg: artOnly, size },
  )
}

function expectInsideSafeArea(box: Box, what: string) {
  expect(box.left, `${what}: left edge`).toBeGreaterThanOrEqual(safe.left - edge)
  expect(box.right, `${what}: right edge`).toBeLessThanOrEqual(safe.right + edge)
  expect(box.top, `${what}: top edge`).toBeGreaterThanOrEqual(safe.top - edge)
  expect(box.bottom, `${what}: bottom edge`).toBeLessThanOrEqual(safe.bottom + edge)
}

test('the product art folder holds every picture, the placeholder among them', () => {
  expect(artFiles.length).toBeGreaterThanOrEqual(28)
  expect(artFiles).toContain('placeholder.svg')
})

for (const file of artFiles) {
  test(`${file} stands whole on the shared ground inside the safe area`, async ({ page }) => {
    const markup = readFileSync(`${artDir}/${file}`, 'utf8')
    await showInline(page, markup)

    const svg = page.locator('svg')
    await expect(svg).toHaveAttribute('viewBox', `0 0 ${size} ${size}`)
    await expect(svg).toHaveAttribute('role', 'img')
    await expect(svg).toHaveAttribute('aria-label', /\w/)
    // Nothing is drawn outside the two groups: the shared frame, then the object.
    const children = await page.evaluate(() =>
      [...document.querySelector('svg')!.children].map((child) => child.id),
    )
    expect(children).toEqual(['frame', 'art'])

    const layout = await layoutBox(page)
    expectInsideSafeArea(layout, `${file} #art layout box`)
    expect(
      Math.abs(layout.bottom - ground),
      `${file} #art stands on the ground`,
    ).toBeLessThanOrEqual(onGround)

    const painted = await paintedBox(page, markup)
    expectInsideSafeArea(painted, `${file} #art painted pixels`)
    expect(
      Math.abs(painted.bottom - ground),
      `${file} #art's painted bottom is on the ground`,
    ).toBeLessThanOrEqual(onGround)
  })
}

test('every picture has the same background, halo and floor shadow', async ({ page }) => {
  const { background, halo, shadow } = productArtFrame
  const expected = {
    background: { width: String(size), height: String(size), fill: background },
    halo: { cx: String(halo.cx), cy: String(halo.cy), r: String(halo.r), fill: halo.fill },
    shadow: {
      cx: String(shadow.cx),
      cy: String(shadow.cy),
      rx: String(shadow.rx),
      ry: String(shadow.ry),
      fill: shadow.fill,
      opacity: String(shadow.opacity),
    },
  }
  for (const file of artFiles) {
    const markup = readFileSync(`${artDir}/${file}`, 'utf8')
    expect(markup, `${file} frame markup`).toContain(frameMarkup())
    await showInline(page, markup)
    const frame = await page.evaluate(() => {
      const attributes = (selector: string) => {
        const element = document.querySelector(selector)
        return element
          ? Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]))
          : null
      }
      return {
        count: document.querySelector('#frame')!.children.length,
        background: attributes('#frame > rect'),
        halo: attributes('#frame > circle'),
        shadow: attributes('#frame > ellipse'),
      }
    })
    expect(frame, `${file} frame`).toEqual({ count: 3, ...expected })
  }
})

test('every product image the seed data names is on disk', () => {
  const urls = seedProducts.flatMap((product) =>
    product.imageAlts.map((_, index) => productImageUrl(product.slug, index + 1)),
  )
  expect(urls.length).toBeGreaterThan(0)
  const missing = urls.filter((url) => !existsSync(`${publicDir}${url}`))
  expect(missing).toEqual([])
  // New products start with the placeholder (api/shop/catalogue-admin.ts).
  expect(existsSync(`${artDir}/placeholder.svg`)).toBe(true)
})
