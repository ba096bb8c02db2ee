// Generates the people portraits and workshop scenes for the site:
//   npx tsx scripts/art/people.ts
//
// Style rules, shared by every file this writes:
// - Flat shapes with rounded corners only: no gradients, filters, images, fonts or text. The
//   only strokes are thin ink (#1f2937) detail lines: smiles, brows, glasses, a garland's string,
//   clock hands, a flagpole.
// - Colours come from the site's tokens (figure-kit.ts): coral, teal, sun and grape for clothes
//   and props, creams for walls and floors, warm wood for tables; six natural skin tones.
// - One figure for everything (figure-parts.ts): a rounded head with dot eyes, soft cheeks and a
//   smile, a hair style in two layers, a rounded-shoulder torso with a clothing top, and capsule
//   arms and legs. Portraits and scenes place that same figure.
// - Portraits are 160 x 160, head and shoulders on a tinted circle filling the square's inscribed
//   circle (for a round frame); scenes are 640 x 420.
// - No randomness: every number is rounded to at most one decimal, so re-running the script
//   reproduces the files byte for byte.

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { circle, coral, el, grape, group, sun, svgDocument, teal, transformOf } from './figure-kit'
import { builds, bust, type Person } from './figure-parts'
import { cast } from './people-cast'
import { scenes } from './people-scenes'

/** Backdrop tints cycle coral, teal, sun, grape through the portraits in order. */
const backdrops = [coral[100], teal[100], sun[100], grape[100]]

function portrait(person: Person, backdrop: string): string {
  const build = person.child ? builds.portraitChild : builds.portrait
  const place = { x: 80, y: person.child ? 80 : 74, scale: 1.2 }
  const figure = group({ transform: transformOf(place) }, bust(person, build))
  return svgDocument(
    160,
    160,
    el('clipPath', { id: 'frame' }, el('circle', { cx: 80, cy: 80, r: 80 })),
    circle(80, 80, 80, backdrop),
    group({ 'clip-path': 'url(#frame)' }, figure),
  )
}

const images = join(dirname(fileURLToPath(import.meta.url)), '../../web/public/images')

/** Every portrait and scene, by its path under web/public/images. */
export function peopleArt(): Map<string, string> {
  const files = new Map<string, string>()
  Object.entries(cast).forEach(([slug, person], i) => {
    files.set(`people/${slug}.svg`, portrait(person, backdrops[i % backdrops.length]!))
  })
  for (const [slug, draw] of Object.entries(scenes)) files.set(`scenes/${slug}.svg`, draw())
  return files
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, svg] of peopleArt()) {
    const file = join(images, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, svg)
    console.info(`${svg.length.toString().padStart(6)} B  ${path}`)
  }
}
