import { languageTag } from '#core/locale'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** '3 hours ago', 'yesterday', 'just now': when a post or comment was written. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000)
  if (Math.abs(seconds) < 60) return m.community_just_now()
  const format = new Intl.RelativeTimeFormat(languageTag[getLocale()], { numeric: 'auto' })
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return m.community_just_now()
}
