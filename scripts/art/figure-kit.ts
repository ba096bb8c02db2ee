// SVG primitives for the people art: the site palette, number formatting and tiny element
// builders. Every number written to a file passes through `num`, so files have at most one
// decimal and re-running the generator reproduces them byte for byte.

export const ink = '#1f2937'
export const inkSoft = '#374151'

export const coral = { 500: '#f46a35', 300: '#fb9f75', 200: '#fec6ab', 100: '#ffe4d6' }
export const teal = { 500: '#14a096', 400: '#2cbcae', 200: '#99ebe0', 100: '#ccf5ef' }
export const sun = { 400: '#fbbf24', 300: '#fcd34d', 200: '#fde68a', 100: '#fef3c7' }
export const grape = { 500: '#8450ec', 400: '#a178f7', 200: '#dccdfe', 100: '#ede5ff' }
export const cream = { 50: '#fffaf3', 100: '#fbf3e8', 200: '#f3e8d8', 300: '#e8d8c2' }
export const wood = { light: '#d99a5b', dark: '#b7793f' }

export type Attrs = Record<string, string | number | undefined>
export type Point = readonly [number, number]

/** A number with at most one decimal, never "-0". */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10
  return Object.is(rounded, -0) ? '0' : String(rounded)
}

/** Tagged template for path data: every interpolated number is rounded with `num`. */
export function d(parts: TemplateStringsArray, ...values: number[]): string {
  return parts.reduce((out, part, i) => out + part + (i < values.length ? num(values[i]!) : ''), '')
}

export function el(name: string, attrs: Attrs, inner = ''): string {
  const list = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')
  return inner ? `<${name}${list}>${inner}</${name}>` : `<${name}${list}/>`
}

export const path = (data: string, fill: string) => el('path', { d: data, fill })
export const circle = (cx: number, cy: number, r: number, fill: string) =>
  el('circle', { cx, cy, r, fill })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  el('ellipse', { cx, cy, rx, ry, fill })
export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  rx: number,
  fill: string,
) => el('rect', { x, y, width, height, rx: rx || undefined, fill })
export const group = (attrs: Attrs, ...children: string[]) => el('g', attrs, children.join(''))

/** Thin ink detail lines (smiles, brows, glasses, pencil edges) share one stroked group. */
export const inkLines = (width: number, ...children: string[]) =>
  group(
    { fill: 'none', stroke: ink, 'stroke-width': width, 'stroke-linecap': 'round' },
    ...children,
  )
export const line = (data: string) => el('path', { d: data })

/** A filled "sausage" between two points: arms, legs and table legs are built from these. */
export function capsule(from: Point, to: Point, radius: number, fill: string): string {
  const [x1, y1] = from
  const [x2, y2] = to
  const length = Math.hypot(x2 - x1, y2 - y1) || 1
  const nx = (-(y2 - y1) / length) * radius
  const ny = ((x2 - x1) / length) * radius
  const r = radius
  return path(
    d`M${x1 + nx} ${y1 + ny}L${x2 + nx} ${y2 + ny}A${r} ${r} 0 0 0 ${x2 - nx} ${y2 - ny}L${x1 - nx} ${y1 - ny}A${r} ${r} 0 0 0 ${x1 + nx} ${y1 + ny}Z`,
    fill,
  )
}

/** Where a figure stands in a scene: translate, then rotate (degrees), then scale. */
export interface Placement {
  x: number
  y: number
  scale?: number
  tilt?: number
}

export function transformOf({ x, y, scale = 1, tilt = 0 }: Placement): string {
  const parts = [`translate(${num(x)} ${num(y)})`]
  if (tilt) parts.push(`rotate(${num(tilt)})`)
  if (scale !== 1) parts.push(`scale(${num(scale)})`)
  return parts.join('')
}

/** Maps a point from a figure's own coordinates into scene coordinates. */
export function toScene({ x, y, scale = 1, tilt = 0 }: Placement, [px, py]: Point): Point {
  const angle = (tilt * Math.PI) / 180
  const sx = px * scale
  const sy = py * scale
  return [
    x + sx * Math.cos(angle) - sy * Math.sin(angle),
    y + sx * Math.sin(angle) + sy * Math.cos(angle),
  ]
}

export function svgDocument(width: number, height: number, ...children: string[]): string {
  const attrs = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: `0 0 ${width} ${height}`,
    width,
    height,
  }
  return `${el('svg', attrs, children.join(''))}\n`
}
