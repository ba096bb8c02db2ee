/**
 * PUT and DELETE /api/events/:id/rsvp answer the event's new count: how many members said they
 * will be there, and whether the caller is one of them.
 */
export interface EventRsvpState {
  rsvpCount: number
  rsvpedByMe: boolean
}

/** GET /api/events: an upcoming virtual event on the community page (times in ISO 8601, UTC). */
export interface CommunityEvent extends EventRsvpState {
  id: number
  title: string
  description: string
  startsAt: string
  endsAt: string
  /** As shown: 'Online (Zoom)'. */
  location: string
  /** The join or sign-up link (https), when there is one. */
  url: string | null
  /** On a Spanish answer, the words staff have not written in Spanish, shown in English. */
  untranslated?: EventTextField[]
}

export const eventMessages = {
  notFound: 'Event not found',
} as const

/** The most events GET /api/events lists. */
export const upcomingEventsMax = 10

/** The words of an event staff write in Spanish too (decision 079). */
export const eventTextFields = ['title', 'description', 'location'] as const
export type EventTextField = (typeof eventTextFields)[number]

/** An event's words in Spanish, each optional: a missing one is shown in English. */
export type EventSpanish = Partial<Record<EventTextField, string>>
