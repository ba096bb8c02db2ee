/**
 * Writes the product pictures, web/public/images/products/*.svg, each drawing put into the one
 * shared frame: `npx tsx scripts/art/product-art.ts`. Re-running reproduces the files exactly.
 */
import { writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type ProductDrawing, productDrawings } from './product-art-drawings'
import { frameMarkup, productArtFrame } from './product-art-frame'

const images = join(dirname(fileURLToPath(import.meta.url)), '../../web/public/images')

/** Rounds to 3 decimals and drops trailing zeros, so the output never drifts. */
function num(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}

/** The scale and offset that fit the drawing's box into the safe area, standing on the ground. */
export function placement(drawing: ProductDrawing) {
  const { safe, ground } = productArtFrame
  const [left, top, right, bottom] = drawing.box
  const scale =
    drawing.scale ??
    (drawing.fit ?? 1) *
      Math.min((safe.right - safe.left) / (right - left), (ground - safe.top) / (bottom - top))
  const dx = (safe.left + safe.right) / 2 - (scale * (left + right)) / 2
  const dy = ground - scale * bottom
  return { scale, dx, dy }
}

export function productSvg(drawing: ProductDrawing): string {
  const { size } = productArtFrame
  const { scale, dx, dy } = placement(drawing)
  const moved = Math.abs(dx) > 0.0005 || Math.abs(dy) > 0.0005
  const scaled = Math.abs(scale - 1) > 0.0005
  const transform = [
    moved ? `translate(${num(dx)} ${num(dy)})` : '',
    scaled ? `scale(${num(scale)})` : '',
  ]
    .filter(Boolean)
    .join(' ')
  const art = transform ? `<g id="art" transform="${transform}">` : '<g id="art">'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" role="img" aria-label="${drawing.label}">`,
    frameMarkup(),
    art,
    ...drawing.body,
    '</g></svg>\n',
  ].join('')
}

/** Every product picture, by its path under web/public/images. */
export function productArt(): Map<string, string> {
  return new Map(
    productDrawings.map((drawing) => [`products/${drawing.file}.svg`, productSvg(drawing)]),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, svg] of productArt()) writeFileSync(join(images, path), svg)
  console.info(`Wrote ${productDrawings.length} product pictures to ${images}/products`)
}
