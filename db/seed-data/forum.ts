export interface SeedMember {
  username: string
  firstName: string
  lastName: string
  email: string
}

export interface SeedComment {
  author: string
  content: string
  hoursAgo: number
  likedBy: string[]
}

export interface SeedPost {
  author: string
  title: string
  content: string
  hoursAgo: number
  likedBy: string[]
  comments: SeedComment[]
}

/** Demo community members who wrote the sample posts; they cannot sign in (see seed.ts). */
export const forumMembers: SeedMember[] = [
  {
    username: 'sarah_m',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    email: 'sarah.mitchell@example.org',
  },
  { username: 'david_k', firstName: 'David', lastName: 'Kim', email: 'david.kim@example.org' },
  {
    username: 'ms_alvarez',
    firstName: 'Elena',
    lastName: 'Alvarez',
    email: 'elena.alvarez@example.org',
  },
]

/** Listed oldest first; the forum shows the newest first. */
export const forumPosts: SeedPost[] = [
  {
    author: 'sarah_m',
    title: 'First 3D puzzle for a 7-year-old: tips?',
    content:
      "My daughter loved the dinosaur museum and I'd like to get her a 3D puzzle for her birthday. She gets frustrated quickly when something doesn't fit. How many pieces did your kids start with, and do you help or let them struggle a bit?",
    hoursAgo: 52,
    likedBy: ['david_k', 'ms_alvarez'],
    comments: [
      {
        author: 'ms_alvarez',
        content:
          'In my third-grade class we start with 40 to 60 large pieces and short sessions. I ask questions instead of fixing pieces ("what number is on that tab?"). The frustration fades once they learn to read the diagram.',
        hoursAgo: 49,
        likedBy: ['sarah_m'],
      },
      {
        author: 'david_k',
        content:
          'We did the T. rex over three evenings. Leaving it on a tray between sessions helped a lot, and she was so proud when it finally stood up.',
        hoursAgo: 30,
        likedBy: [],
      },
    ],
  },
  {
    author: 'david_k',
    title: 'Getting a shy kid to tell stories at bedtime',
    content:
      "My son (9) loves listening to stories but freezes when it's his turn to make one up. Has anyone found a game or routine that makes it easier for a quieter child to join in?",
    hoursAgo: 20,
    likedBy: ['sarah_m'],
    comments: [
      {
        author: 'sarah_m',
        content:
          'Story dice worked for us. Rolling a picture takes the pressure off inventing everything, and we take turns adding one sentence each, so he never has to carry the whole story.',
        hoursAgo: 6,
        likedBy: ['david_k', 'ms_alvarez'],
      },
    ],
  },
]
