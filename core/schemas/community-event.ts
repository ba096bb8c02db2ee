/** GET /api/events: an upcoming virtual event on the community page (times in ISO 8601, UTC). */
export interface CommunityEvent {
  id: number
  title: string
  description: string
  startsAt: string
  endsAt: string
  /** As shown: 'Online (Zoom)'. */
  location: string
  /** The join or sign-up link (https), when there is one. */
  url: string | null
}

/** The most events GET /api/events lists. */
export const upcomingEventsMax = 10
