export interface SeedEvent {
  title: string
  description: string
  /** Days after seeding; the time of day is fixed (UTC) so the event reads naturally. */
  inDays: number
  /** 23:00 UTC is 7 pm Eastern in summer and 6 pm in winter: after school, before bedtime. */
  startHourUtc: number
  durationMinutes: number
  location: string
  url: string | null
}

/** The community page's two upcoming virtual events, dated from the day the demo data is seeded. */
export const seedCommunityEvents: SeedEvent[] = [
  {
    title: 'Family Storytelling Night',
    description:
      'Bring a child and a favorite toy: our storytelling coach leads a 45-minute session of story games for ages 6-12, then helps each family start a story of its own. Cameras optional.',
    inDays: 10,
    startHourUtc: 23,
    durationMinutes: 45,
    location: 'Online (Zoom)',
    url: null,
  },
  {
    title: 'Staying Safe Online: Q&A for Parents and Educators',
    description:
      'A one-hour conversation for grown-ups about passwords, privacy settings, group chats and what to do when a child sees something upsetting online. Questions can be sent in advance.',
    inDays: 24,
    startHourUtc: 23,
    durationMinutes: 60,
    location: 'Online (Zoom)',
    url: null,
  },
]

/** When a seed event starts, counted from `seededAt`. */
export function seedEventStart(event: SeedEvent, seededAt: Date): Date {
  const start = new Date(seededAt)
  start.setUTCDate(start.getUTCDate() + event.inDays)
  start.setUTCHours(event.startHourUtc, 0, 0, 0)
  return start
}
