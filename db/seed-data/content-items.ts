import type { contentTypes } from '../schema'
import { buildingA3dPuzzle } from './resources/building-a-3d-puzzle'
import { screenTimeThatBuildsSkills } from './resources/screen-time-that-builds-skills'
import { stayingSafeOnline } from './resources/staying-safe-online'
import { storytellingPrompts } from './resources/storytelling-prompts'

export interface SeedContentItem {
  title: string
  description: string
  type: (typeof contentTypes)[number]
  /** /resources/<slug> for pieces hosted here (they carry a body); a full URL otherwise. */
  contentUrl: string
  body?: string
  published: boolean
}

export const seedContentItems: SeedContentItem[] = [
  {
    title: 'Building a 3D puzzle with your child',
    description:
      'How to pick the right puzzle, set up the space and coach without taking over, so the build stays fun from the first piece to the last.',
    type: 'guide',
    contentUrl: '/resources/building-a-3d-puzzle-with-your-child',
    body: buildingA3dPuzzle,
    published: true,
  },
  {
    title: 'Storytelling prompts for ages 6-12',
    description:
      'Ready-to-use story starters grouped by age, plus three questions that turn any idea into a story with a beginning, middle and end.',
    type: 'guide',
    contentUrl: '/resources/storytelling-prompts-for-ages-6-12',
    body: storytellingPrompts,
    published: true,
  },
  {
    title: 'Staying safe online: a family checklist',
    description:
      'Ten practical steps for devices, passwords, privacy and kindness online, and how to keep your child talking to you about what they see.',
    type: 'article',
    contentUrl: '/resources/staying-safe-online-a-family-checklist',
    body: stayingSafeOnline,
    published: true,
  },
  {
    title: 'Screen time that builds skills',
    description:
      'Why what children do on a screen matters more than the minutes, and simple ways to tip the balance towards creating, reasoning and talking.',
    type: 'article',
    contentUrl: '/resources/screen-time-that-builds-skills',
    body: screenTimeThatBuildsSkills,
    published: true,
  },
  {
    title: 'Crash Course Kids: science and engineering in short episodes',
    description:
      'Short, lively videos on earth science, engineering and the physical world, pitched at upper-elementary students. Good for watching together and talking after.',
    type: 'video',
    contentUrl: 'https://www.youtube.com/@crashcoursekids',
    published: true,
  },
  {
    title: 'Khan Academy: Intro to computer programming',
    description:
      'Free video talk-throughs that teach drawing and animation with JavaScript, with an editor beside every lesson. Suited to ages 11 and up.',
    type: 'video',
    contentUrl: 'https://www.khanacademy.org/computing/computer-programming',
    published: true,
  },
  {
    title: 'Code.org: free coding activities for every grade',
    description:
      'Self-paced coding courses and one-hour activities, from block-based puzzles for early readers to app design for middle schoolers.',
    type: 'other',
    contentUrl: 'https://code.org/learn',
    published: true,
  },
  {
    title: 'Common Sense Media: reviews of apps, games and films',
    description:
      'Independent, age-based reviews written for parents. Useful before downloading a new game or app with your child.',
    type: 'other',
    contentUrl: 'https://www.commonsensemedia.org/',
    published: true,
  },
  {
    title: 'Planning a family puzzle night',
    description: 'A checklist for hosting a puzzle and games evening at home or at school.',
    type: 'guide',
    contentUrl: '/resources/planning-a-family-puzzle-night',
    body: 'Draft: our volunteers are still testing this guide with families.',
    published: false,
  },
]
