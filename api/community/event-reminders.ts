import { and, eq, gt, lte } from 'drizzle-orm'
import { languageTag, localizedPath } from '#core/locale'
import { meetingTimeFormat } from '#core/meeting-time'
import { eventReminderHours } from '#core/push-topics'
import { m } from '#i18n/messages'
import type { Database } from '../../db/client'
import { communityEvents, eventRsvps } from '../../db/schema/community'

type CommunityEvent = typeof communityEvents.$inferSelect

import { startLoop } from '../lib/background-loop'
import { type Member, type NoticeText, notifyMember, untoldMembers } from '../push'

/**
 * Reminds each member who RSVP'd to an event starting within the next `eventReminderHours`, once
 * (the notice's key, decision 095), by push to their devices or by e-mail without one. Answers
 * how many were told now; those told before, or who chose no reminders, are skipped.
 */
export async function remindOfEvents(
  db: Database,
  now: Date,
  settings: { origin: string; timeZone: string },
): Promise<number> {
  const until = new Date(now.getTime() + eventReminderHours * 3600_000)
  const due = await db
    .select({ userId: eventRsvps.userId, event: communityEvents })
    .from(eventRsvps)
    .innerJoin(communityEvents, eq(communityEvents.id, eventRsvps.eventId))
    .where(
      and(
        eq(communityEvents.published, true),
        gt(communityEvents.startsAt, now),
        lte(communityEvents.startsAt, until),
      ),
    )
    .orderBy(communityEvents.startsAt, eventRsvps.userId)
  const byEvent = new Map<number, { event: CommunityEvent; userIds: number[] }>()
  for (const { userId, event } of due) {
    const entry = byEvent.get(event.id) ?? { event, userIds: [] }
    entry.userIds.push(userId)
    byEvent.set(event.id, entry)
  }
  const today = calendarDay(now, settings.timeZone)
  let told = 0
  for (const { event, userIds } of byEvent.values()) {
    const key = `event-reminder:${event.id}`
    // Only members who want reminders and have not had this one: a minute's look stays cheap.
    const untold = await untoldMembers(db, 'event-reminders', key, userIds)
    // Within 24 hours is today or tomorrow, in the organisation's zone (the e-mails' zone).
    const startsToday = calendarDay(event.startsAt, settings.timeZone) === today
    for (const userId of untold) {
      const outcome = await notifyMember(db, {
        userId,
        topic: 'event-reminders',
        key,
        compose: (member) => reminderText(event, member, startsToday, settings),
      })
      if (outcome === 'pushed' || outcome === 'mailed') told++
    }
  }
  return told
}

/** A reminder in the member's language: the day named, the time in the organisation's zone. */
function reminderText(
  event: CommunityEvent,
  member: Member,
  startsToday: boolean,
  settings: { origin: string; timeZone: string },
): NoticeText {
  const options = { locale: member.locale }
  const words = member.locale === 'es' ? { ...event, ...event.es } : event
  const time = new Intl.DateTimeFormat(languageTag[member.locale], {
    ...meetingTimeFormat,
    timeZone: settings.timeZone,
  }).format(event.startsAt)
  const title = startsToday
    ? m.push_reminder_title_today({ title: words.title }, options)
    : m.push_reminder_title({ title: words.title }, options)
  return {
    title,
    body: m.push_reminder_body({ time, location: words.location }, options),
    url: localizedPath('/community', member.locale),
    mail: {
      origin: settings.origin,
      lines: [
        m.push_reminder_mail({ title: words.title, time, location: words.location }, options),
      ],
    },
  }
}

/** The date (2030-05-04) an instant falls on in `timeZone`. */
function calendarDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(at)
}

/** Looks for events to remind of every minute; answers the function that stops it. */
export function startEventReminders(
  db: Database,
  settings: { origin: string; timeZone: string },
): () => Promise<void> {
  return startLoop(
    'Event reminders',
    async () => {
      await remindOfEvents(db, new Date(), settings)
      return false
    },
    60_000,
  )
}
