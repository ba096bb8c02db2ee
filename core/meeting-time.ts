/**
 * How a call or an event's start is written, with its zone named ("Monday, November 30 at
 * 4:00 PM CST"): the pages in the visitor's own zone, the e-mails in the organisation's.
 */
export const meetingTimeFormat: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
}
