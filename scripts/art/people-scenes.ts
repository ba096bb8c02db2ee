// The workshop scenes (640 x 420). Each scene is layered back to front: the room, the figures'
// busts (and legs when standing), the furniture, props on the table, then the arms, so hands
// rest on the table and hold things. Arms are given as elbow and hand points in scene
// coordinates; shoulders come from where the figure is placed.

import {
  capsule,
  circle,
  coral,
  cream,
  d,
  ellipse,
  grape,
  group,
  ink,
  inkLines,
  inkSoft,
  line,
  type Placement,
  type Point,
  path,
  rect,
  sun,
  svgDocument,
  teal,
  transformOf,
  wood,
} from './figure-kit'
import {
  arm,
  type BlockColors,
  type Build,
  block,
  builds,
  bust,
  jigsawPiece,
  legs,
  type Person,
  type Stance,
  soleDepth,
  table,
} from './figure-parts'
import { cast, extras } from './people-cast'

const W = 640
const H = 420

const blocks = {
  coral: [coral[200], coral[300], coral[500]],
  teal: [teal[200], teal[400], teal[500]],
  sun: [sun[200], sun[300], sun[400]],
  grape: [grape[200], grape[400], grape[500]],
} satisfies Record<string, BlockColors>

// ---------------------------------------------------------------- figures in a scene

interface Actor {
  person: Person
  place: Placement
  build: Build
}

/** A figure seated (or standing) behind furniture, placed by its head's centre. */
function seated(person: Person, x: number, y: number, scale = 1, tilt = 0): Actor {
  return {
    person,
    place: { x, y, scale, tilt },
    build: person.child ? builds.seatedChild : builds.seatedAdult,
  }
}

/** A figure standing or kneeling with its soles on the floor line. */
function onFloor(person: Person, x: number, floorY: number, stance: Stance, scale = 1): Actor {
  const build = person.child ? builds.standingChild : builds.standingAdult
  return {
    person,
    place: { x, y: floorY - soleDepth(person, build, stance) * scale, scale },
    build,
  }
}

function body({ person, place, build }: Actor): string {
  return group({ transform: transformOf(place) }, bust(person, build))
}

/** Legs (drawn first) and bust of a figure on the floor. */
function fullFigure(a: Actor, stance: Stance, pants: string, shoes: string): string {
  return group(
    { transform: transformOf(a.place) },
    legs(a.person, a.build, stance, pants, shoes),
    bust(a.person, a.build),
  )
}

/** An arm to a hand point; by default the elbow falls outward, away from the body. */
function reach(
  { person, place, build }: Actor,
  side: -1 | 1,
  hand: Point,
  bend: -1 | 1 = side === -1 ? 1 : -1,
): string {
  return arm(person, place, build, side, hand, bend)
}

// ---------------------------------------------------------------- room pieces

function wall(): string {
  return rect(0, 0, W, H, 0, cream[100]) + rect(0, 236, W, H - 236, 0, cream[200])
}

function windowPane(x: number, y: number, w: number, h: number): string {
  const pane = (px: number, py: number) => rect(px, py, w / 2 - 12, h / 2 - 12, 4, teal[100])
  return (
    rect(x, y, w, h, 10, cream[300]) +
    pane(x + 8, y + 8) +
    pane(x + w / 2 + 4, y + 8) +
    pane(x + 8, y + h / 2 + 4) +
    pane(x + w / 2 + 4, y + h / 2 + 4) +
    circle(x + w - 36, y + 34, 14, sun[200]) +
    ellipse(x + 44, y + 40, 18, 7, cream[50]) +
    ellipse(x + 56, y + 35, 11, 8, cream[50]) +
    rect(x - 8, y + h - 4, w + 16, 10, 4, cream[300])
  )
}

function plant(x: number, y: number): string {
  const leaf = (rot: number) =>
    path(d`M0 0C-7 -10 -5 -24 0 -30C5 -24 7 -10 0 0Z`, teal[400]).replace(
      '<path',
      `<path transform="translate(${x} ${y - 14})rotate(${rot})"`,
    )
  return leaf(-35) + leaf(0) + leaf(35) + path(d`M${x - 13} ${y - 16}h26l-4 16h-18Z`, coral[500])
}

/** A garland of little flags on a string sagging between two points. */
function bunting(from: Point, to: Point, sag: number, count: number): string {
  const colors = [coral[500], sun[400], teal[400], grape[400]]
  const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2 + sag * 2]
  const at = (t: number): Point => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * mid[0] + t ** 2 * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * mid[1] + t ** 2 * to[1],
  ]
  const flags = Array.from({ length: count }, (_, i) => {
    const [x1, y1] = at((i + 0.15) / count)
    const [x2, y2] = at((i + 0.85) / count)
    return path(
      d`M${x1} ${y1}L${x2} ${y2}L${(x1 + x2) / 2} ${(y1 + y2) / 2 + 22}Z`,
      colors[i % colors.length]!,
    )
  })
  return (
    inkLines(1.5, line(d`M${from[0]} ${from[1]}Q${mid[0]} ${mid[1]} ${to[0]} ${to[1]}`)) +
    flags.join('')
  )
}

/** A pinned sheet of paper with a simple coloured drawing on it. */
function pinnedPaper(
  x: number,
  y: number,
  w: number,
  h: number,
  angle: number,
  drawing: string,
): string {
  return group(
    { transform: `translate(${x} ${y})rotate(${angle})` },
    rect(0, 0, w, h, 3, cream[50]),
    drawing,
    circle(w / 2, 6, 4, coral[500]),
  )
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? r * 0.45 : r
    const a = (Math.PI / 5) * i - Math.PI / 2
    return d`${cx + radius * Math.cos(a)} ${cy + radius * Math.sin(a)}`
  })
  return path(`M${points.join('L')}Z`, fill)
}

function pinboard(x: number, y: number): string {
  return (
    rect(x, y, 164, 140, 10, cream[300]) +
    pinnedPaper(
      x + 12,
      y + 14,
      62,
      52,
      -4,
      path('M10 42L24 16L38 42Z', grape[400]) + circle(46, 30, 9, sun[400]),
    ) +
    pinnedPaper(x + 88, y + 12, 62, 56, 5, star(31, 34, 16, sun[400])) +
    pinnedPaper(x + 22, y + 78, 58, 50, 3, jigsawPiece(16, 18, 24, teal[400], 0)) +
    pinnedPaper(
      x + 96,
      y + 80,
      54,
      48,
      -6,
      rect(10, 16, 34, 22, 4, coral[300]) + circle(27, 27, 6, cream[50]),
    )
  )
}

/** A tabletop seen from the front and a little above: it fills the bottom of the picture. */
function tabletop(y: number): string {
  return (
    path(d`M16 ${y}H${W - 16}L${W + 30} ${H}H-30Z`, wood.light) +
    rect(16, y, W - 32, 6, 3, wood.dark)
  )
}

// ---------------------------------------------------------------- puzzles and toys

/** A little castle built from puzzle blocks, standing on the table at (x, base). */
function castle(x: number, base: number): string {
  const crenels = (cx: number, top: number, colors: BlockColors) =>
    path(d`M${cx + 3} ${top - 3}v-9h7v5h8v-5h7v5h8v-5h7v9Z`, colors[1])
  return (
    block(x + 14, base - 62, 92, 62, blocks.coral) +
    block(x + 44, base - 90, 32, 28, blocks.sun) +
    path(d`M${x + 44} ${base - 90}L${x + 60} ${base - 124}L${x + 76} ${base - 90}Z`, grape[400]) +
    path(d`M${x + 60} ${base - 124}L${x + 82} ${base - 90}L${x + 76} ${base - 90}Z`, grape[500]) +
    block(x, base - 100, 30, 100, blocks.teal) +
    crenels(x - 1, base - 100, blocks.teal) +
    block(x + 92, base - 88, 30, 88, blocks.grape) +
    crenels(x + 91, base - 88, blocks.grape) +
    path(d`M${x + 46} ${base}V${base - 22}a14 14 0 0 1 28 0V${base}Z`, wood.dark) +
    rect(x + 10, base - 76, 10, 14, 5, teal[500]) +
    rect(x + 102, base - 66, 10, 14, 5, grape[500]) +
    inkLines(1.5, line(d`M${x + 60} ${base - 124}V${base - 142}`)) +
    path(d`M${x + 60} ${base - 142}l16 5l-16 5Z`, coral[500])
  )
}

/** A wall clock with two ink hands. */
function clock(cx: number, cy: number): string {
  return (
    circle(cx, cy, 22, cream[300]) +
    circle(cx, cy, 17, cream[50]) +
    inkLines(2, line(d`M${cx} ${cy - 11}V${cy}H${cx + 8}`))
  )
}

/** A whiteboard: simple shapes on the left, a three-panel storyboard on the right. */
function board(x: number, y: number): string {
  const panel = (px: number, drawing: string) => rect(px, y + 40, 74, 62, 6, cream[200]) + drawing
  const px = x + 176
  return (
    rect(x, y, 420, 170, 12, cream[300]) +
    rect(x + 10, y + 10, 400, 150, 8, cream[50]) +
    path(d`M${x + 30} ${y + 100}l26 -48l26 48Z`, grape[400]) +
    circle(x + 120, y + 76, 24, teal[400]) +
    rect(x + 58, y + 112, 40, 34, 6, sun[400]) +
    panel(
      px,
      circle(px + 52, y + 58, 9, sun[400]) + path(d`M${px} ${y + 102}q37 -40 74 0Z`, teal[400]),
    ) +
    panel(
      px + 84,
      rect(px + 100, y + 58, 42, 34, 8, coral[300]) +
        circle(px + 112, y + 74, 4, ink) +
        circle(px + 130, y + 74, 4, ink),
    ) +
    panel(px + 168, star(px + 205, y + 71, 20, sun[400])) +
    inkLines(
      2,
      line(d`M${px + 76} ${y + 71}h6m-3 -3l3 3l-3 3M${px + 160} ${y + 71}h6m-3 -3l3 3l-3 3`),
    ) +
    rect(x + 130, y + 164, 160, 8, 4, cream[300])
  )
}

/** A laptop seen from behind: the lid's back with a round badge, standing on the table. */
function laptop(cx: number, y: number, lid: string): string {
  return (
    rect(cx - 40, y - 2, 80, 7, 3, inkSoft) +
    path(d`M${cx - 34} ${y}l-3 -40h74l-3 40Z`, lid) +
    circle(cx, y - 21, 6, cream[50])
  )
}

/** A small wheeled robot with a screen face and an antenna. */
function robot(cx: number, base: number): string {
  return (
    circle(cx - 16, base - 8, 8, inkSoft) +
    circle(cx + 16, base - 8, 8, inkSoft) +
    rect(cx - 24, base - 48, 48, 38, 10, sun[400]) +
    rect(cx - 18, base - 82, 36, 30, 9, coral[300]) +
    rect(cx - 12, base - 76, 24, 17, 5, teal[200]) +
    circle(cx - 5, base - 68, 2.5, ink) +
    circle(cx + 5, base - 68, 2.5, ink) +
    rect(cx - 2, base - 96, 4, 14, 2, inkSoft) +
    circle(cx, base - 98, 5, coral[500]) +
    circle(cx, base - 30, 6, teal[400]) +
    capsule([cx + 24, base - 38], [cx + 38, base - 52], 4, sun[400])
  )
}

/** Tangram pieces laid out as a little house, lying flat on the table (squashed in depth). */
function tangram(x: number, y: number): string {
  return group(
    { transform: `translate(${x} ${y})scale(1 .6)` },
    path('M0 20l30 -18l30 18Z', coral[500]),
    path('M4 22h26v22h-26Z', teal[400]),
    path('M32 22h24l-24 22Z', sun[400]),
    path('M56 24v20h-22Z', grape[400]),
    path('M78 30l14 -8l-4 18l-14 8Z', teal[500]),
    path('M96 38l16 -14l4 18Z', coral[300]),
  )
}

// ---------------------------------------------------------------- scenes

/** Home page hero: three children build a block castle while a volunteer leans in to help. */
function workshopPuzzles(): string {
  const maya = seated(extras.maya, 96, 214, 0.9)
  const arjun = seated(extras.arjun, 222, 208, 0.9)
  const zuri = seated(extras.zuri, 544, 212, 0.9)
  const grace = seated(extras.grace, 440, 150, 0.96, -12)
  return svgDocument(
    W,
    H,
    wall(),
    windowPane(30, 40, 156, 150),
    plant(160, 186),
    bunting([196, 26], [400, 26], 12, 5),
    pinboard(452, 36),
    body(maya),
    body(arjun),
    body(zuri),
    body(grace),
    tabletop(292),
    castle(290, 352),
    jigsawPiece(150, 350, 30, grape[400], 12),
    jigsawPiece(196, 372, 28, sun[400], -20),
    jigsawPiece(470, 366, 30, teal[400], 28),
    block(62, 372, 34, 22, blocks.teal, 8),
    reach(maya, -1, [84, 318]),
    reach(maya, 1, [116, 320]),
    jigsawPiece(90, 306, 24, coral[500], -8),
    reach(arjun, -1, [194, 318]),
    block(278, 188, 26, 18, blocks.sun, 7),
    reach(arjun, 1, [288, 206], 1),
    reach(grace, -1, [352, 238], 1),
    reach(zuri, -1, [502, 318]),
    jigsawPiece(488, 304, 24, coral[300], 20),
    reach(zuri, 1, [578, 318]),
    reach(grace, 1, [526, 260], 1),
  )
}

/** "Apply to our program": a mentor explains a storyboard while two children code a robot. */
function programWorkshop(): string {
  const floorY = 396
  const sofia = onFloor(cast['sofia-ramirez'], 112, floorY, 'stand')
  const jaylen = seated(cast.jaylen, 318, 222, 0.88)
  const amira = seated(extras.amira, 548, 222, 0.88)
  return svgDocument(
    W,
    H,
    wall(),
    rect(0, 330, W, H - 330, 0, cream[300]),
    clock(52, 54),
    board(196, 44),
    fullFigure(sofia, 'stand', inkSoft, coral[500]),
    reach(sofia, 1, [214, 160], 1),
    reach(sofia, -1, [84, 300]),
    body(jaylen),
    body(amira),
    reach(jaylen, -1, [300, 296]),
    reach(jaylen, 1, [336, 296]),
    reach(amira, 1, [566, 296]),
    table(196, 300, 444, 40, 60),
    laptop(316, 304, teal[400]),
    laptop(546, 304, coral[500]),
    robot(432, 304),
    reach(amira, -1, [472, 262], -1),
  )
}

/** "Volunteer with us": one volunteer hands out kits, another kneels to help with a tangram. */
function volunteerMentors(): string {
  const floorY = 396
  const sam = onFloor(extras.sam, 182, floorY, 'stand')
  const ivy = onFloor(extras.ivy, 302, floorY, 'stand', 0.88)
  const lena = onFloor(extras.lena, 414, floorY, 'kneel')
  const noah = seated(extras.noah, 560, 246, 0.88)
  const kit = (x: number, y: number, colors: BlockColors) =>
    block(x, y, 44, 28, colors, 10) +
    rect(x, y, 44, 7, 0, colors[2]) +
    jigsawPiece(x + 15, y + 12, 12, cream[50])
  return svgDocument(
    W,
    H,
    wall(),
    rect(0, 318, W, H - 318, 0, cream[300]),
    windowPane(446, 36, 150, 130),
    bunting([30, 24], [330, 24], 14, 6),
    fullFigure(sam, 'stand', inkSoft, grape[500]),
    table(12, 300, 190, 28, 68),
    kit(24, 272, blocks.coral),
    kit(74, 272, blocks.teal),
    kit(48, 244, blocks.grape),
    fullFigure(ivy, 'stand', teal[500], coral[500]),
    reach(sam, -1, [112, 262], -1),
    kit(230, 250, blocks.sun),
    reach(sam, 1, [240, 282], 1),
    reach(ivy, -1, [270, 268], -1),
    reach(ivy, 1, [326, 350]),
    body(noah),
    table(444, 316, 180, 48, 32),
    tangram(494, 322),
    fullFigure(lena, 'kneel', teal[500], inkSoft),
    reach(lena, -1, [378, 338]),
    reach(lena, 1, [496, 334], 1),
    reach(noah, -1, [526, 334]),
    reach(noah, 1, [580, 336]),
  )
}

export const scenes: Record<string, () => string> = {
  'workshop-puzzles': workshopPuzzles,
  'program-workshop': programWorkshop,
  'volunteer-mentors': volunteerMentors,
}
