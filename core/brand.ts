/** The organisation's identity, used in titles, e-mails and the footer. One place to rename it. */
export const brand = {
  name: 'BrightMinds Foundation',
  shortName: 'BrightMinds',
  tagline: "Unlocking children's cognitive potential",
  description:
    'A 501(c)(3) nonprofit building children’s cognitive and digital skills through cyber, creative and storytelling workshops, 3D puzzles and hands-on learning.',
  email: 'hello@brightminds.org',
  phone: '+1 (555) 014-2024',
  address: { street: '120 Learning Lane, Suite 4', city: 'Austin', state: 'TX', zip: '78701' },
  social: {
    facebook: 'https://facebook.com/brightmindsfoundation',
    instagram: 'https://instagram.com/brightmindsfoundation',
    youtube: 'https://youtube.com/@brightmindsfoundation',
    linkedin: 'https://linkedin.com/company/brightmindsfoundation',
  },
  themeColor: '#f46a35',
  backgroundColor: '#fffaf3',
} as const
