export interface SeedNetworkingContact {
  name: string
  title: string
  company: string
  location: string
  expertise: string
  email: string
  phone?: string
  available: boolean
}

/** Fictional people for the demo directory; the example.org addresses never deliver. */
export const seedNetworkingContacts: SeedNetworkingContact[] = [
  {
    name: 'Dr. Amara Okafor',
    title: 'Director of STEM Outreach',
    company: 'Riverbend Unified School District',
    location: 'Sacramento, CA',
    expertise: 'STEM curriculum design, teacher training, grades 3-8',
    email: 'amara.okafor@example.org',
    phone: '+1 (555) 010-4821',
    available: true,
  },
  {
    name: 'Marcus Chen',
    title: 'Senior Security Engineer',
    company: 'Northwind Cyber',
    location: 'Austin, TX',
    expertise: 'Cybersecurity awareness for families, capture-the-flag events for students',
    email: 'marcus.chen@example.org',
    available: true,
  },
  {
    name: 'Leah Goldberg',
    title: 'Children’s Book Author and Illustrator',
    company: 'Independent',
    location: 'Brooklyn, NY',
    expertise: 'Picture books, storytelling workshops, visual narrative',
    email: 'leah.goldberg@example.org',
    phone: '+1 (555) 010-3377',
    available: true,
  },
  {
    name: 'Rafael Ortiz',
    title: 'Program Officer, Education Grants',
    company: 'Lone Star Community Fund',
    location: 'San Antonio, TX',
    expertise: 'Grant writing, program evaluation, nonprofit partnerships',
    email: 'rafael.ortiz@example.org',
    available: false,
  },
  {
    name: 'Priya Raman',
    title: 'Learning Experience Designer',
    company: 'Brightpath EdTech',
    location: 'Seattle, WA',
    expertise: 'Game-based learning, accessibility, AI tools in the classroom',
    email: 'priya.raman@example.org',
    phone: '+1 (555) 010-9150',
    available: true,
  },
  {
    name: 'Tom Whitaker',
    title: 'School Librarian',
    company: 'Maple Grove Elementary',
    location: 'Columbus, OH',
    expertise: 'Reading programs, media literacy, family literacy nights',
    email: 'tom.whitaker@example.org',
    available: true,
  },
]
