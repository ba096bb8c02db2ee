import type { SeedProduct } from './seed-product'

/** The AI storytelling tiers are sold as products, so the tier buttons can put them in the cart. */
export const storytellingTierNames = [
  'Lite DIY Kit',
  'Creator Pro Package',
  'Legacy Author Box',
] as const

export type StorytellingTierName = (typeof storytellingTierNames)[number]

// Services, not stock on a shelf: a large count keeps them purchasable.
const serviceStock = 999

export const storytellingTiers: SeedProduct[] = [
  {
    slug: 'lite-diy-kit',
    name: 'Lite DIY Kit',
    description:
      "Turn your child's story into an eBook at home: a story template for ages 6-12, an image-generation prompt pack, an eBook design template and a parent video tutorial. Bonus: how to narrate the book in your child's own voice.",
    priceCents: 49_00,
    category: 'Storytelling',
    stock: serviceStock,
    featured: false,
    kind: 'service',
    ships: false,
    imageAlts: ['A tablet showing an eBook cover beside a pencil and a template sheet'],
  },
  {
    slug: 'creator-pro-package',
    name: 'Creator Pro Package',
    description:
      "Done with you: a 30-minute kickoff call, your child's eBook as a PDF plus a printable edition, custom CGI images from their sketches or prompts, and a 2-3 minute animated video. Delivered in 7-10 business days.",
    priceCents: 199_00,
    category: 'Storytelling',
    stock: serviceStock,
    featured: false,
    kind: 'service',
    ships: false,
    kickoffCall: true,
    imageAlts: ['A storybook and a video player screen side by side with a star'],
  },
  {
    slug: 'legacy-author-box',
    name: 'Legacy Author Box',
    description:
      'Everything in Creator Pro, plus a hardcover book shipped to your home, a 5-minute cinematic video, social media graphics and print-ready digital files.',
    priceCents: 499_00,
    category: 'Storytelling',
    stock: serviceStock,
    featured: false,
    kind: 'service',
    // The hardcover book is posted: the only tier that needs an address.
    ships: true,
    kickoffCall: true,
    imageAlts: ['A gift box with a ribbon holding a hardcover book and a film reel'],
  },
]
