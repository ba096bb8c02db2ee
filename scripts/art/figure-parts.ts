// The shared figure: skin tones, face shapes, hair styles, clothing tops and the bust that
// portraits and scenes both draw. A figure is drawn in its own coordinates: the head's centre
// is (0, 0), the chin is at about y = 30, the shoulders start at y = 37, and x grows to the
// figure's left (our right). Scenes place it with a Placement (translate, tilt, scale).

import {
  capsule,
  circle,
  coral,
  cream,
  d,
  el,
  ellipse,
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
  toScene,
  wood,
} from './figure-kit'

export interface Skin {
  base: string
  shade: string
}

/** Six natural tones, deep to light; `shade` is used for the neck, nose and ears. */
export const skins = {
  deep: { base: '#6a4330', shade: '#573625' },
  brown: { base: '#8a5a3c', shade: '#744a30' },
  tan: { base: '#b97f55', shade: '#a26c45' },
  olive: { base: '#d9a577', shade: '#c48f62' },
  light: { base: '#f1c9a5', shade: '#e0b08a' },
  fair: { base: '#f8dcc6', shade: '#ecc3a5' },
} satisfies Record<string, Skin>

export const hairColors = {
  black: '#231c1a',
  espresso: '#3b2a22',
  charcoal: '#6f6660',
  chestnut: '#6b3f26',
  auburn: '#a4472a',
  sandy: '#c99a5b',
}

/** Half-width, crown height and chin depth of the head, plus how square the jaw is (0..1). */
export interface Face {
  w: number
  top: number
  chin: number
  jaw: number
}

export const faces = {
  round: { w: 27, top: 29, chin: 28, jaw: 0.62 },
  oval: { w: 25, top: 30, chin: 30, jaw: 0.5 },
  square: { w: 26, top: 29, chin: 29, jaw: 0.8 },
  long: { w: 24, top: 31, chin: 32, jaw: 0.6 },
  heart: { w: 26, top: 30, chin: 29, jaw: 0.36 },
  child: { w: 26, top: 28, chin: 24, jaw: 0.6 },
} satisfies Record<string, Face>

export type HairStyle = keyof typeof hairStyles
export type TopStyle = keyof typeof tops

export interface Person {
  skin: Skin
  face: Face
  hair: HairStyle
  hairColor: string
  top: TopStyle
  shirt: string
  /** Second clothing colour: collar, inner shirt, hood lining, drawstrings. */
  accent: string
  child?: boolean
  longSleeves?: boolean
  glasses?: boolean
  beard?: boolean
  pencil?: boolean
  freckles?: boolean
  earrings?: boolean
  grin?: boolean
}

/** Shoulder half-width and how far below the head's centre the torso ends. */
export interface Build {
  shoulders: number
  length: number
}

/** Portraits get broad close-up shoulders; seated torsos run on until furniture hides them. */
export const builds = {
  portrait: { shoulders: 50, length: 110 },
  portraitChild: { shoulders: 42, length: 110 },
  seatedAdult: { shoulders: 34, length: 190 },
  seatedChild: { shoulders: 25, length: 110 },
  standingAdult: { shoulders: 34, length: 112 },
  standingChild: { shoulders: 25, length: 82 },
} satisfies Record<string, Build>

interface Layers {
  back: string
  front: string
}

// ---------------------------------------------------------------- head and face

function headOutline({ w, top, chin, jaw }: Face): string {
  return d`M${-w} 0A${w} ${top} 0 0 1 ${w} 0C${w} ${chin * 0.55} ${w * jaw} ${chin} 0 ${chin}C${-w * jaw} ${chin} ${-w} ${chin * 0.55} ${-w} 0Z`
}

function ears({ face, skin }: Person): string {
  return circle(-face.w, 4, 5.5, skin.shade) + circle(face.w, 4, 5.5, skin.shade)
}

function eyeY(p: Person): number {
  return p.child ? 5 : 2
}

function eyes(p: Person): string {
  const x = p.face.w * 0.4
  const y = eyeY(p)
  const ry = p.child ? 3.8 : 3.3
  const eye = (cx: number) =>
    ellipse(cx, y, ry * 0.8, ry, ink) + circle(cx + 1, y - 1.3, 1, cream[50])
  return eye(-x) + eye(x)
}

function brows(p: Person): string {
  const x = p.face.w * 0.4
  const y = eyeY(p) - (p.glasses ? 10 : 8.5)
  return line(d`M${-x - 4.5} ${y + 1}q4.5 -3.5 9 -1M${x + 4.5} ${y + 1}q-4.5 -3.5 -9 -1`)
}

/** An open grin for children, or the white smile that shows through a beard. */
function openMouth(p: Person): string {
  if (!p.grin && !p.beard) return ''
  const y = p.child ? 16 : 15.5
  const shape = d`M-7 ${y}h14q-1 8 -7 8t-7 -8Z`
  if (p.beard) return path(shape, cream[50])
  return path(shape, inkSoft) + path(d`M-6 ${y}h12l-.5 2h-11Z`, cream[50])
}

function smileLine(p: Person): string {
  if (p.grin || p.beard) return ''
  const y = p.child ? 17 : 16
  return line(d`M-6.5 ${y}q6.5 6 13 0`)
}

const freckle = '#c98a62'

function cheeks(p: Person): string {
  const x = p.face.w * 0.58
  const y = eyeY(p) + 10
  const blush = group(
    { opacity: 0.5 },
    circle(-x, y, 4.5, coral[300]),
    circle(x, y, 4.5, coral[300]),
  )
  if (!p.freckles) return blush
  const freckles = [-3, 0, 3].flatMap((dx, i) => [
    circle(-x + dx, y - 2 + (i % 2) * 2, 0.9, freckle),
    circle(x + dx, y - 2 + ((i + 1) % 2) * 2, 0.9, freckle),
  ])
  return blush + freckles.join('')
}

function nose(p: Person): string {
  return ellipse(0, eyeY(p) + 8, 3, 2.2, p.skin.shade)
}

function beard(p: Person): string {
  if (!p.beard) return ''
  const { w, chin, jaw } = p.face
  return path(
    d`M${-w} 0C${-w} ${chin * 0.8} ${-w * jaw} ${chin + 4} 0 ${chin + 4}C${w * jaw} ${chin + 4} ${w} ${chin * 0.8} ${w} 0L${w - 3} 6C${w - 6} 12 10 11 0 11C-10 11 ${-w + 6} 12 ${-w + 3} 6Z`,
    p.hairColor,
  )
}

function glasses(p: Person): string {
  if (!p.glasses) return ''
  const x = p.face.w * 0.4
  const y = eyeY(p)
  const lens = (cx: number) => rect(cx - 7.5, y - 6, 15, 12, 4.5, 'none')
  const w = p.face.w
  return inkLines(
    1.8,
    lens(-x),
    lens(x),
    line(
      d`M${-x + 7.5} ${y - 1}q${x - 7.5} -3 ${2 * x - 15} 0M${-x - 7.5} ${y - 2}H${-w}M${x + 7.5} ${y - 2}H${w}`,
    ),
  )
}

function earrings(p: Person): string {
  if (!p.earrings) return ''
  return circle(-p.face.w - 0.5, 10, 2.2, sun[400]) + circle(p.face.w + 0.5, 10, 2.2, sun[400])
}

/** A yellow pencil tucked behind the figure's left ear (our right). */
function pencil(p: Person): string {
  if (!p.pencil) return ''
  const body =
    rect(0, -2.6, 24, 5.2, 1, sun[400]) +
    rect(-4, -2.6, 5, 5.2, 1.5, coral[300]) +
    path('M24 -2.6L31 0L24 2.6Z', wood.light) +
    path('M29 -.8L31 0L29 .8Z', ink)
  return group({ transform: `translate(${p.face.w - 10} -20)rotate(62)` }, body)
}

function face(p: Person): string {
  return (
    cheeks(p) +
    beard(p) +
    eyes(p) +
    nose(p) +
    openMouth(p) +
    inkLines(2, brows(p), smileLine(p)) +
    glasses(p)
  )
}

// ---------------------------------------------------------------- hair

interface Crown {
  /** How far past the head's sides the hair reaches at the temples. */
  spread: number
  /** Height of the temples (negative is above the eyes). */
  temple: number
  /** How far above the top of the head the hair rises. */
  lift: number
  /** Depth of the hairline at the forehead's centre, as a fraction of the crown height. */
  hairline: number
  /** Where along x the hairline peaks: 0 is centred, negative parts it to the figure's right. */
  part?: number
}

/** The usual front layer: an arc over the head from temple to temple, closed by a hairline. */
function crown({ w, top }: Face, { spread, temple, lift, hairline, part = 0 }: Crown): string {
  const x = w + spread
  const control = (-top - lift - 0.25 * temple) / 0.75
  const h = -top * hairline
  return d`M${-x} ${temple}C${-x - 1} ${control} ${x + 1} ${control} ${x} ${temple}C${w - 3} -11 ${w * 0.5 + part} ${h} ${part} ${h}C${-w * 0.5 + part} ${h} ${-w + 3} -11 ${-x} ${temple}Z`
}

/** Circles of hair placed along the top of an ellipse: curls and natural texture. */
function curlsAlong(
  cy: number,
  rx: number,
  ry: number,
  r: number,
  count: number,
  c: string,
): string {
  return Array.from({ length: count }, (_, i) => {
    const angle = Math.PI * (1.05 + (0.9 * i) / (count - 1))
    return circle(rx * Math.cos(angle), cy + ry * Math.sin(angle), r, c)
  }).join('')
}

/** Each style gives a back layer (behind the head) and a front layer (over the forehead). */
export const hairStyles = {
  /** Short, rounded natural hair with a textured edge and a soft hairline. */
  naturalShort: (f: Face, c: string): Layers => ({
    back: ellipse(0, -8, f.w + 4, f.top + 2, c) + curlsAlong(-8, f.w + 4, f.top + 2, 6, 9, c),
    front: path(crown(f, { spread: 3, temple: 0, lift: 6, hairline: 0.5 }), c),
  }),
  /** Short straight hair parted on one side with a swept fringe. */
  sidePart: ({ w, top }: Face, c: string): Layers => ({
    back: ellipse(0, -6, w + 2, top + 2, c),
    front: path(
      d`M${-w - 1} 2C${-w - 3} ${-top - 14} ${w + 3} ${-top - 15} ${w + 1} 0C${w - 2} -10 ${w - 8} ${-top * 0.55} ${-w * 0.1} ${-top * 0.6}C${-w * 0.4} ${-top * 0.62} ${-w * 0.6} ${-top * 0.7} ${-w * 0.5} ${-top * 0.95}C${-w * 0.75} ${-top * 0.6} ${-w + 2} -12 ${-w - 1} 2Z`,
      c,
    ),
  }),
  /** Long wavy hair over the shoulders, parted to one side. */
  longWavy: ({ w, top }: Face, c: string): Layers => ({
    back: path(
      d`M0 ${-top - 5}C${w + 12} ${-top - 5} ${w + 10} -6 ${w + 9} 10C${w + 8} 24 ${w + 17} 32 ${w + 13} 46C${w + 9} 58 ${w - 3} 62 ${w - 9} 54H${-w + 9}C${-w + 3} 62 ${-w - 9} 58 ${-w - 13} 46C${-w - 17} 32 ${-w - 8} 24 ${-w - 9} 10C${-w - 10} -6 ${-w - 12} ${-top - 5} 0 ${-top - 5}Z`,
      c,
    ),
    front: path(
      d`M${w * 0.25} ${-top - 4}C${w + 8} ${-top - 2} ${w + 6} -4 ${w + 4} 20C${w - 2} 10 ${w - 2} -8 ${w - 9} ${-top * 0.52}C${w * 0.1} ${-top * 0.4} ${-w * 0.45} ${-top * 0.3} ${-w + 1} -2L${-w - 4} 18C${-w - 7} -6 ${-w - 5} ${-top - 4} ${w * 0.25} ${-top - 4}Z`,
      c,
    ),
  }),
  /** Short textured hair pushed up at the front, greying at the temples. */
  tousled: (f: Face, c: string): Layers => {
    const { w, top } = f
    const tuft = d`M${-w * 0.55} ${-top - 1}L${-w * 0.2} ${-top - 10}L${w * 0.05} ${-top - 3}L${w * 0.35} ${-top - 9}L${w * 0.6} ${-top - 1}Z`
    const grey = d`M${-w - 1} 0L${-w + 3} -7L${-w + 2} 3ZM${w + 1} 0L${w - 3} -7L${w - 2} 3Z`
    return {
      back: ellipse(0, -7, w + 2, top + 1, c),
      front:
        path(crown(f, { spread: 1, temple: 0, lift: 4, hairline: 0.6, part: 4 }) + tuft, c) +
        path(grey, '#8a817b'),
    }
  },
  /** Hair pulled back into a bun on top, with one loose strand. */
  bun: ({ w, top }: Face, c: string): Layers => ({
    back: circle(0, -top - 7, 12, c) + ellipse(0, -5, w + 2, top + 1, c),
    front: path(
      d`M${-w - 2} 2C${-w - 3} ${-top - 12} ${w + 3} ${-top - 12} ${w + 2} 2C${w - 2} -10 ${w * 0.5} ${-top * 0.6} ${w * 0.15} ${-top * 0.62}C${-w * 0.1} ${-top * 0.45} ${-w + 1} -12 ${-w + 1} 14C${-w - 3} 10 ${-w - 3} 6 ${-w - 2} 2Z`,
      c,
    ),
  }),
  /** Close-cropped hair following the skull. */
  buzz: (f: Face, c: string): Layers => ({
    back: '',
    front: path(crown(f, { spread: 0.5, temple: -1, lift: 2.5, hairline: 0.64 }), c),
  }),
  /** A child's high-top of curls, shorter at the sides. */
  curlyTop: (f: Face, c: string): Layers => ({
    back: ellipse(0, -8, f.w + 1, f.top + 1, c),
    front:
      curlsAlong(-f.top + 2, f.w * 0.8, 12, 8.5, 6, c) +
      path(crown(f, { spread: 1, temple: 0, lift: 6, hairline: 0.55 }), c),
  }),
  /** A child's ponytail swinging out to one side. */
  ponytail: (f: Face, c: string): Layers => {
    const { w, top } = f
    return {
      back:
        path(
          d`M${w - 4} ${-top * 0.6}C${w + 20} ${-top * 0.7} ${w + 22} 20 ${w + 8} 34C${w + 12} 18 ${w + 4} 0 ${w - 6} -4Z`,
          c,
        ) + ellipse(0, -6, w + 2, top + 1, c),
      front:
        path(crown(f, { spread: 2, temple: 4, lift: 3, hairline: 0.5, part: -6 }), c) +
        circle(w + 1, -top * 0.55, 3.5, coral[500]),
    }
  },
  /** Two round puffs of natural hair. */
  puffs: (f: Face, c: string): Layers => ({
    back:
      circle(-f.w + 1, -f.top + 1, 13, c) +
      circle(f.w - 1, -f.top + 1, 13, c) +
      ellipse(0, -6, f.w + 2, f.top, c),
    front: path(crown(f, { spread: 1, temple: 0, lift: 3, hairline: 0.62 }), c),
  }),
  /** A straight-fringed bowl cut. */
  bowl: ({ w, top }: Face, c: string): Layers => ({
    back: ellipse(0, -4, w + 3, top + 2, c),
    front: path(
      d`M${-w - 3} 6C${-w - 5} ${-top - 14} ${w + 5} ${-top - 14} ${w + 3} 6L${w - 2} 4C${w - 3} -6 ${w - 5} -10 ${w - 10} -11H${-w + 10}C${-w + 5} -10 ${-w + 3} -6 ${-w + 2} 4Z`,
      c,
    ),
  }),
  /** Two braids hanging behind the shoulders. */
  braids: (f: Face, c: string): Layers => {
    const braid = (x: number) => [8, 18, 28, 38].map((y) => ellipse(x, y, 5.5, 6, c)).join('')
    return {
      back: braid(-f.w - 2) + braid(f.w + 2) + ellipse(0, -6, f.w + 2, f.top + 1, c),
      front: path(crown(f, { spread: 1, temple: 2, lift: 3, hairline: 0.6 }), c),
    }
  },
  /** A headscarf wrapped around the face (its colour is the hair colour). */
  hijab: ({ w, top, chin }: Face, c: string): Layers => ({
    back: path(
      d`M0 ${-top - 5}C${w + 14} ${-top - 5} ${w + 12} 20 ${w + 16} 48H${-w - 16}C${-w - 12} 20 ${-w - 14} ${-top - 5} 0 ${-top - 5}Z`,
      c,
    ),
    front: hijabFront(w, top, chin, c),
  }),
}

/** The wrap around the face: an outer shape with the face cut out of it. */
function hijabFront(w: number, top: number, chin: number, c: string): string {
  const outer = d`M0 ${-top - 5}C${w + 13} ${-top - 5} ${w + 9} ${chin + 6} 0 ${chin + 8}C${-w - 9} ${chin + 6} ${-w - 13} ${-top - 5} 0 ${-top - 5}Z`
  const hole = d`M0 ${-top * 0.62}C${w - 1} ${-top * 0.62} ${w - 1} ${chin + 1} 0 ${chin + 1}C${-w + 1} ${chin + 1} ${-w + 1} ${-top * 0.62} 0 ${-top * 0.62}Z`
  return el('path', { d: outer + hole, fill: c, 'fill-rule': 'evenodd' })
}

// ---------------------------------------------------------------- body and clothing

function torso({ shoulders: s, length }: Build, fill: string): string {
  return path(
    d`M${-s} ${length}V60C${-s} 45 ${-s + 14} 38 -14 37H14C${s - 14} 38 ${s} 45 ${s} 60V${length}Z`,
    fill,
  )
}

function neck({ skin }: Person): string {
  return path('M-8 20V38a8 7 0 0 0 16 0V20Z', skin.shade)
}

/** Each top gives layers drawn behind the neck (hood) and over it (collars, strings). */
export const tops = {
  /** A crew-neck tee or sweater. */
  tee: (p: Person): Layers => ({ back: '', front: path('M-11 37.5a11 6 0 0 0 22 0', p.accent) }),
  /** A scoop-necked top with a small pendant. */
  scoop: (p: Person): Layers => ({
    back: '',
    front: path('M-15 37Q0 60 15 37Z', p.skin.shade) + circle(0, 48, 2.6, p.accent),
  }),
  /** A shirt with a pointed collar and a button placket. */
  collar: (p: Person): Layers => ({
    back: '',
    front:
      path('M-3 37L0 60L3 37Z', p.accent) +
      path('M-1 37L-13 35L-8 50ZM1 37L13 35L8 50Z', p.accent) +
      circle(0, 66, 1.6, p.accent) +
      circle(0, 80, 1.6, p.accent),
  }),
  /** A hoodie: the hood gathers behind the neck, drawstrings hang in front. */
  hoodie: (p: Person): Layers => ({
    back: path('M-24 46C-26 30 -16 26 0 26S26 30 24 46Q0 56 -24 46Z', p.accent),
    front: rect(-8, 44, 3, 18, 1.5, cream[200]) + rect(5, 44, 3, 18, 1.5, cream[200]),
  }),
  /** An open-necked cardigan over a collared shirt. */
  cardigan: (p: Person): Layers => ({
    back: '',
    front:
      path('M-14 37L0 66L14 37Z', p.accent) +
      path('M-1 38L-12 36L-7 48ZM1 38L12 36L7 48Z', cream[50]) +
      circle(0, 74, 2, cream[300]) +
      circle(0, 86, 2, cream[300]),
  }),
}

/** Everything above the waist except the arms, in the figure's own coordinates. */
export function bust(p: Person, build: Build): string {
  const hair = hairStyles[p.hair](p.face, p.hairColor)
  const top = tops[p.top](p)
  const raised = (layers: string) =>
    p.child && layers ? group({ transform: `translate(0 ${childNeckLift})` }, layers) : layers
  const wrapped = p.hair === 'hijab'
  return [
    raised(torso(build, p.shirt) + top.back),
    hair.back,
    raised(neck(p) + top.front),
    wrapped ? '' : ears(p) + earrings(p),
    path(headOutline(p.face), p.skin.base),
    wrapped ? hair.front : '',
    face(p),
    wrapped ? '' : hair.front,
    pencil(p),
  ].join('')
}

/** Children have shorter necks: their shoulders sit this much higher. */
const childNeckLift = -5

// ---------------------------------------------------------------- limbs for scenes

export function shoulderPoint(p: Person, build: Build, side: -1 | 1): Point {
  return [side * (build.shoulders - 8), p.child ? 50 + childNeckLift : 50]
}

/** Upper-arm and forearm lengths, in the figure's own units. */
const armLengths = { adult: [46, 44], child: [38, 35] } as const

/**
 * An arm from the figure's shoulder to a hand point in scene coordinates. The elbow is found
 * from fixed upper-arm and forearm lengths (so every arm is the same length); `bend` picks the
 * side the elbow falls on. A hand out of reach is pulled in along the same line. Sleeves cover
 * the upper arm, and the forearm too when `longSleeves` is set.
 */
export function arm(
  p: Person,
  place: Placement,
  build: Build,
  side: -1 | 1,
  hand: Point,
  bend: -1 | 1,
): string {
  const scale = place.scale ?? 1
  const [upperUnits, foreUnits] = p.child ? armLengths.child : armLengths.adult
  const upper = upperUnits * scale
  const fore = foreUnits * scale
  const [sx, sy] = toScene(place, shoulderPoint(p, build, side))
  const heading = Math.atan2(hand[1] - sy, hand[0] - sx)
  const dist = Math.min(Math.hypot(hand[0] - sx, hand[1] - sy), upper + fore - 0.5)
  const cosine = (upper ** 2 + dist ** 2 - fore ** 2) / (2 * upper * dist)
  const opening = Math.acos(Math.max(-1, Math.min(1, cosine)))
  const elbow: Point = [
    sx + upper * Math.cos(heading + bend * opening),
    sy + upper * Math.sin(heading + bend * opening),
  ]
  const wrist: Point = [sx + dist * Math.cos(heading), sy + dist * Math.sin(heading)]
  const r = (p.child ? 6 : 7) * scale
  return (
    capsule(elbow, wrist, r * 0.9, p.longSleeves ? p.shirt : p.skin.base) +
    capsule([sx, sy], elbow, r, p.shirt) +
    circle(wrist[0], wrist[1], r * 0.95, p.skin.base)
  )
}

export type Stance = 'stand' | 'kneel'

const legLength = (p: Person) => (p.child ? 70 : 100)

/** Kneeling, the knee on the floor is this fraction of a leg's length below the hip. */
const kneelDrop = 0.55

/** How far below the head's centre the soles are, in the figure's own units. */
export function soleDepth(p: Person, build: Build, stance: Stance): number {
  const r = p.child ? 9 : 11
  return build.length - 6 + legLength(p) * (stance === 'kneel' ? kneelDrop : 1) + r * 0.8
}

/**
 * Hips and legs below a torso of the given build, in the figure's own coordinates: the pants
 * seat sits under the shirt's hem, so draw this before the bust.
 */
export function legs(p: Person, build: Build, stance: Stance, pants: string, shoe: string): string {
  const hip = build.length - 6
  const half = build.shoulders - 9
  const x = half * 0.5
  const r = p.child ? 9 : 11
  const leg = (from: Point, knee: Point, ankle: Point, toe: -1 | 1) =>
    capsule(from, knee, r, pants) +
    capsule(knee, ankle, r * 0.9, pants) +
    ellipse(ankle[0] + toe * r * 0.5, ankle[1] + r * 0.4, r * 1.4, r * 0.8, shoe)
  const length = legLength(p)
  const seat = rect(-half - 1, hip - 16, 2 * half + 2, 28, 12, pants)
  if (stance === 'kneel') {
    // Down on the right knee (our left) with that shin along the floor; the other foot planted
    // with the knee raised toward our right.
    const ground = hip + length * kneelDrop
    return (
      leg([-x, hip], [-x + 2, ground - r * 0.4], [-x - 36, ground - r * 0.4], -1) +
      leg([x, hip], [x + 40, hip + 8], [x + 42, ground - r * 0.4], 1) +
      seat
    )
  }
  return (
    leg([-x, hip], [-x - 1, hip + length / 2], [-x - 1, hip + length], -1) +
    leg([x, hip], [x + 1, hip + length / 2], [x + 1, hip + length], 1) +
    seat
  )
}

// ---------------------------------------------------------------- props

/** A table seen from the front: a wooden top and a darker front edge. */
export function table(
  x: number,
  y: number,
  width: number,
  depth: number,
  legHeight: number,
): string {
  const legs = legHeight
    ? rect(x + 14, y + depth, 12, legHeight, 3, wood.dark) +
      rect(x + width - 26, y + depth, 12, legHeight, 3, wood.dark)
    : ''
  return (
    legs +
    rect(x, y, width, depth, 6, wood.light) +
    rect(x, y + depth - 10, width, 10, 4, wood.dark)
  )
}

/** A flat jigsaw piece with knobs on its top and right edges, rotated about its centre. */
export function jigsawPiece(x: number, y: number, size: number, fill: string, angle = 0): string {
  const s = size
  const k = s * 0.17
  const shape = d`M0 0H${s * 0.35}A${k} ${k} 0 1 1 ${s * 0.65} 0H${s}V${s * 0.35}A${k} ${k} 0 1 1 ${s} ${s * 0.65}V${s}H0Z`
  return group(
    { transform: `translate(${x} ${y})rotate(${angle} ${s / 2} ${s / 2})` },
    path(shape, fill),
  )
}

/** Three tones of one hue: top face, front face, side face. */
export type BlockColors = readonly [string, string, string]

/** A block in a simple oblique projection: front face, lighter top, darker right side. */
export function block(
  x: number,
  y: number,
  w: number,
  h: number,
  colors: BlockColors,
  depth = 10,
): string {
  const dx = depth
  const dy = depth * 0.6
  return (
    path(d`M${x} ${y}l${dx} ${-dy}h${w}l${-dx} ${dy}Z`, colors[0]) +
    path(d`M${x + w} ${y}l${dx} ${-dy}v${h}l${-dx} ${dy}Z`, colors[2]) +
    rect(x, y, w, h, 0, colors[1])
  )
}
