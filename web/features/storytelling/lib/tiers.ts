/** The AI storytelling tiers of the spec. `name` is also the catalogue product's exact name. */
export interface StorytellingTier {
  name: 'Lite DIY Kit' | 'Creator Pro Package' | 'Legacy Author Box'
  price: number
  kind: string
  summary: string
  features: string[]
  cta: string
  popular?: boolean
}

export const storytellingTiers: StorytellingTier[] = [
  {
    name: 'Lite DIY Kit',
    price: 49,
    kind: 'Do it yourself',
    summary: 'Everything you need to make the eBook together at home, at your own pace.',
    features: [
      'Story template for ages 6-12',
      'Image-generation prompt pack',
      'eBook design template',
      'Parent video tutorial',
      "Bonus: narrating the book in your child's own voice",
    ],
    cta: 'Buy Lite Kit Now',
  },
  {
    name: 'Creator Pro Package',
    price: 199,
    kind: 'Done with you',
    summary: 'Our storytelling team works alongside your child from first idea to finished film.',
    features: [
      '30-minute kickoff call with your child',
      'eBook as a PDF plus a printable edition',
      "Custom CGI images from your child's sketches or prompts",
      '2-3 minute animated video of the story',
      'Delivered in 7-10 business days',
    ],
    cta: 'Book My Creator Pro Slot',
    popular: true,
  },
  {
    name: 'Legacy Author Box',
    price: 499,
    kind: 'The keepsake edition',
    summary: 'A story your family will hold, watch and share for years.',
    features: [
      'Everything in Creator Pro',
      'Hardcover book shipped to your home',
      '5-minute cinematic video',
      'Social media graphics to share the premiere',
      'Print-ready digital files',
    ],
    cta: 'Reserve Legacy Box',
  },
]
