/**
 * The one frame every product picture shares (web/public/images/products/*.svg): the same cream
 * background, the same soft halo, the same floor shadow, and a safe area the object fits inside
 * whole. The shop shows the square art cropped to 4:3 with `object-fit: cover` (store cards,
 * product page: rows 75 to 525 stay visible), to 5:4 (gallery thumbnails: rows 60 to 540) and
 * whole (cart lines), so the safe area keeps clear of the 4:3 crop with room to spare.
 */
export const productArtFrame = {
  size: 600,
  background: '#fff4e6',
  halo: { cx: 300, cy: 290, r: 200, fill: '#ffe2bf' },
  shadow: { cx: 300, cy: 470, rx: 175, ry: 14, fill: '#1f2937', opacity: 0.1 },
  /** Where the objects stand: the bottom of every drawing sits on this row. */
  ground: 470,
  /** Every drawing fits inside, x from left to right, y from top to the ground. */
  safe: { left: 100, top: 110, right: 500, bottom: 470 },
} as const

/** The frame's markup, identical in every file: a test compares it byte for byte. */
export function frameMarkup(): string {
  const { size, background, halo, shadow } = productArtFrame
  return [
    '<g id="frame">',
    `<rect width="${size}" height="${size}" fill="${background}"/>`,
    `<circle cx="${halo.cx}" cy="${halo.cy}" r="${halo.r}" fill="${halo.fill}"/>`,
    `<ellipse cx="${shadow.cx}" cy="${shadow.cy}" rx="${shadow.rx}" ry="${shadow.ry}" fill="${shadow.fill}" opacity="${shadow.opacity}"/>`,
    '</g>',
  ].join('')
}
