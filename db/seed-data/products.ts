import type { SeedProduct } from './seed-product'
import { storytellingTiers } from './storytelling-tiers'

export function productImageUrl(slug: string, view = 1): string {
  return view === 1 ? `/images/products/${slug}.svg` : `/images/products/${slug}-${view}.svg`
}

/** Order matters: on an empty database the first four get ids 1 to 4, the ones with galleries. */
export const seedProducts: SeedProduct[] = [
  {
    slug: 'dino-discovery-3d-puzzle',
    name: 'Dino Discovery 3D Puzzle',
    description:
      'A 48-piece press-out T. rex that stands 30 cm tall once built, no glue or tools needed. For ages 7 and up, it builds spatial reasoning, patience and fine motor control.',
    priceCents: 34_99,
    category: '3D Puzzles',
    stock: 42,
    featured: true,
    imageAlts: [
      'Finished orange T. rex puzzle standing on its base',
      'The T. rex puzzle half built, with loose ribs and legs beside it',
      'The numbered puzzle sheets laid flat before pressing out',
    ],
  },
  {
    slug: 'tangram-masters-set',
    name: 'Tangram Masters Set',
    description:
      'Seven classic wooden tans and 120 challenge cards that grow from simple animals to tricky silhouettes. Ages 5 to 12; builds shape recognition, geometry vocabulary and persistence.',
    priceCents: 19_99,
    category: 'Logic Games',
    stock: 65,
    featured: true,
    imageAlts: [
      'Seven colorful tangram pieces arranged as a square',
      'The tangram pieces arranged into a cat silhouette',
      'A stack of challenge cards next to the wooden tray',
    ],
  },
  {
    slug: 'spark-circuit-builder-kit',
    name: 'Spark Circuit Builder Kit',
    description:
      'Snap-together wires, switches, a buzzer, a fan and LEDs for 60 guided projects, from a doorbell to a light-up night sky. For ages 8 to 14; teaches how electricity flows and how to test an idea. Runs on two AA batteries.',
    priceCents: 59_99,
    category: 'STEM Kits',
    stock: 18,
    featured: true,
    imageAlts: [
      'Circuit board with a battery pack, a switch and a glowing bulb',
      'A child-built circuit spinning a small fan',
      'The project booklet open at a doorbell circuit',
    ],
  },
  {
    slug: 'story-dice-adventure-set',
    name: 'Story Dice Adventure Set',
    description:
      'Nine dice with 54 picture faces: roll them and tell a story that links every picture. Ages 6 and up, for one player or the whole table; builds vocabulary, sequencing and confident speaking.',
    priceCents: 17_99,
    category: 'Storytelling',
    stock: 80,
    featured: true,
    imageAlts: [
      'Three story dice showing a moon, a key and a tree',
      'Nine story dice spilling out of their cloth pouch',
    ],
  },
  {
    slug: 'castle-quest-3d-puzzle',
    name: 'Castle Quest 3D Puzzle',
    description:
      'A 96-piece medieval castle with four towers, a working drawbridge and a hidden courtyard. For ages 9 and up; a weekend project that rewards planning, reading diagrams and teamwork.',
    priceCents: 44_99,
    category: '3D Puzzles',
    stock: 12,
    featured: false,
    imageAlts: ['Castle puzzle with four towers, flags and a drawbridge'],
  },
  {
    slug: 'lighthouse-3d-puzzle',
    name: 'Lighthouse 3D Puzzle',
    description:
      'A striped lighthouse on a rocky island with a battery-powered lamp that really shines. Ages 8 and up; builds spatial sense and the satisfaction of finishing a long project.',
    priceCents: 29_99,
    category: '3D Puzzles',
    stock: 0,
    featured: false,
    imageAlts: ['Red and white striped lighthouse puzzle on a rocky base'],
  },
  {
    slug: 'world-globe-3d-puzzle',
    name: 'World Globe 3D Puzzle',
    description:
      'A 240-piece curved puzzle that becomes a spinning globe on a stand. For ages 8 and up; children learn the continents and oceans while practicing careful, curved fitting.',
    priceCents: 39_99,
    category: '3D Puzzles',
    stock: 25,
    featured: false,
    imageAlts: ['Blue and green globe puzzle on a wooden stand'],
  },
  {
    slug: 'speed-cube-challenge',
    name: 'Speed Cube Challenge',
    description:
      'A smooth-turning 3x3 puzzle cube with a step-by-step beginner guide written for kids. Ages 8 and up; builds memory, algorithmic thinking and the habit of practicing.',
    priceCents: 12_99,
    category: 'Logic Games',
    stock: 120,
    featured: false,
    imageAlts: ['A colorful 3x3 puzzle cube seen from the corner'],
  },
  {
    slug: 'logic-grid-detective',
    name: 'Logic Grid Detective',
    description:
      'Sixty mystery cases solved by placing tokens on a grid, one clue at a time, from easy to expert. Ages 7 to 12, solo play; builds deduction, reading comprehension and focus.',
    priceCents: 24_99,
    category: 'Logic Games',
    stock: 34,
    featured: false,
    imageAlts: ['Detective game board with colored tokens and a magnifying glass'],
  },
  {
    slug: 'traffic-jam-escape',
    name: 'Traffic Jam Escape',
    description:
      'Slide the cars and trucks out of the way to free the red car, with 40 challenges from beginner to expert. Ages 6 and up; builds sequential reasoning and planning several moves ahead.',
    priceCents: 21_99,
    category: 'Logic Games',
    stock: 48,
    featured: false,
    imageAlts: ['Sliding puzzle grid with a red car and blocking trucks'],
  },
  {
    slug: 'code-rover-robot',
    name: 'Code Rover Robot',
    description:
      'A screen-free robot that children program with arrow cards before pressing Go. Ages 5 to 9; introduces sequences, loops and debugging through play on the floor. Rechargeable by USB.',
    priceCents: 89_00,
    category: 'STEM Kits',
    stock: 9,
    featured: false,
    imageAlts: ['A friendly wheeled robot with round eyes and an antenna'],
  },
  {
    slug: 'erupting-volcano-lab',
    name: 'Erupting Volcano Lab',
    description:
      'Paint your own plaster volcano, then make it erupt again and again with safe kitchen chemistry. Ages 7 and up with an adult; teaches acids and bases and how to run a fair test.',
    priceCents: 24_99,
    category: 'STEM Kits',
    stock: 0,
    featured: false,
    imageAlts: ['A painted volcano model with foamy lava flowing down'],
  },
  {
    slug: 'solar-system-model-kit',
    name: 'Solar System Model Kit',
    description:
      'Paint eight planets, hang them on the orbit frame and watch them glow in the dark. Ages 8 and up; builds a sense of scale and order in space, and makes a proud bedroom display.',
    priceCents: 32_99,
    category: 'STEM Kits',
    stock: 30,
    featured: false,
    imageAlts: ['The sun and colored planets on circular orbits'],
  },
  {
    slug: 'marble-run-engineering-set',
    name: 'Marble Run Engineering Set',
    description:
      'A 150-piece track set with funnels, spirals and a lift, plus 20 design challenges. For ages 6 and up; children test, fail and redesign, learning gravity, momentum and cause and effect.',
    priceCents: 54_99,
    category: 'STEM Kits',
    stock: 15,
    featured: false,
    imageAlts: ['Zig-zag marble run tower with colored marbles rolling down'],
  },
  {
    slug: 'crystal-growing-lab',
    name: 'Crystal Growing Lab',
    description:
      'Grow seven sparkling crystal clusters over a week and record the changes in a science journal. Ages 10 and up with an adult; teaches solutions, patience and careful observation.',
    priceCents: 27_99,
    category: 'STEM Kits',
    stock: 22,
    featured: false,
    imageAlts: ['Purple and blue crystal clusters in a glass dish'],
  },
  {
    slug: 'make-your-own-storybook',
    name: 'Make-Your-Own Storybook',
    description:
      'A blank hardcover book with 32 pages, planning cards and a story-map poster, so your child can write and illustrate a real book. Ages 6 to 12; builds writing, drawing and story structure.',
    priceCents: 22_99,
    category: 'Storytelling',
    stock: 40,
    featured: false,
    imageAlts: ['An open storybook with a hand-drawn sun and hills'],
  },
  {
    slug: 'story-theater-puppet-set',
    name: 'Story Theater Puppet Set',
    description:
      'A fold-up tabletop theater with six hand puppets and a script booklet. For ages 4 to 10; children invent characters, practice voices and build confidence performing for family.',
    priceCents: 32_99,
    category: 'Storytelling',
    stock: 16,
    featured: false,
    imageAlts: ['A small red-curtained puppet theater with two puppets on stage'],
  },
  {
    slug: 'comic-strip-creator-kit',
    name: 'Comic Strip Creator Kit',
    description:
      'Panel templates, speech-bubble stencils, fine markers and a guide to drawing expressions. Ages 8 to 13; builds visual storytelling, sequencing and a love of writing.',
    priceCents: 19_99,
    category: 'Storytelling',
    stock: 28,
    featured: false,
    imageAlts: ['A comic page with three panels and speech bubbles'],
  },
  ...storytellingTiers,
]
