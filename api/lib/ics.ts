/**
 * A one-event iCalendar file (RFC 5545), for an e-mail attachment (a storytelling call) or a
 * download ("Add to calendar" on a community event): CRLF line ends, text escaped, lines folded
 * at 75 octets, times in UTC. A stable `uid` makes adding the file again update the event.
 */
export interface CalendarEvent {
  uid: string
  start: Date
  minutes: number
  summary: string
  description: string
  location: string
  /** The event's own page or join link, when it has one. */
  url?: string | null
  organizer: { name: string; email: string }
  /** DTSTAMP: when the file was made. */
  now: Date
}

/** 2026-12-01T16:00:00.000Z → 20261201T160000Z */
function utc(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Backslash, semicolon, comma and line breaks are escaped in TEXT values. */
function escapeText(value: string) {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets continue on the next line after a space (never inside a character). */
function fold(line: string) {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74
    if (encoder.encode(current + char).length > limit) {
      parts.push(current)
      current = char
    } else {
      current += char
    }
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function calendarFile(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60_000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//BrightMinds Foundation//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `ORGANIZER;CN=${escapeText(event.organizer.name)}:mailto:${event.organizer.email}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
