import { meetingTimeFormat } from '#core/meeting-time'

/**
 * When a call or an event starts, in the visitor's own time zone with the zone named
 * ("Monday, November 30 at 4:00 PM CST"): the community's events and the storytelling calls.
 */
export const meetingTime = new Intl.DateTimeFormat('en-US', meetingTimeFormat)
