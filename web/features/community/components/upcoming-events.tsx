import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { languageTag } from '#core/locale'
import { meetingTimeFormat } from '#core/meeting-time'
import type { CommunityEvent } from '#core/schemas/community-event'
import { langOf } from '#core/staff-text'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { ShareLink } from '~/components/blocks/share-link'
import { Button } from '~/components/ui/button'
import { NotInSpanish } from '~/components/ui/not-in-spanish'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap3 } from '~/components/ui/stack'
import {
  headingH3,
  mutedSmallText,
  mutedText,
  smallText,
  strongText,
  visuallyHidden,
} from '~/components/ui/typography'
import { contentLanguageQuery } from '~/lib/content-language'
import { eventsQueryOptions, useRsvp } from '../api/get-events'

/** The event's calendar file, its words in the page's language as the list shows them. */
function calendarFile(event: CommunityEvent) {
  const { locale } = contentLanguageQuery()
  return `/api/events/${event.id}/calendar.ics${locale ? `?locale=${locale}` : ''}`
}

/** Stands for the event's title in the sentence around it: a character no message holds. */
const titleSlot = '\u0000'

/** An event's title in running text, marked English where staff have not written it in Spanish. */
function EventTitle({ event }: { event: CommunityEvent }) {
  const lang = langOf(event, 'title')
  return lang ? <span lang={lang}>{event.title}</span> : event.title
}

/**
 * `message` about an event, its title marked English in the Spanish sentence where it has no
 * Spanish (decision 079), so a screen reader says it as English.
 */
function aboutEvent(
  event: CommunityEvent,
  message: (inputs: { title: string }) => string,
): ReactNode {
  if (!langOf(event, 'title')) return message({ title: event.title })
  const [before, after = ''] = message({ title: titleSlot }).split(titleSlot)
  return (
    <>
      {before}
      <EventTitle event={event} />
      {after}
    </>
  )
}

/**
 * Upcoming virtual events, from the database so staff can change them, in the page's language
 * where staff wrote it; an event with words left in English says so under them (decision 079).
 */
export function UpcomingEvents() {
  const events = useQuery(eventsQueryOptions())
  const rsvp = useRsvp()
  const meetingTime = new Intl.DateTimeFormat(languageTag[getLocale()], meetingTimeFormat)
  return (
    <aside
      aria-labelledby="events-title"
      className={css({ display: 'grid', gap: '4', alignContent: 'start' })}
    >
      <h2 id="events-title" className={headingH3}>
        {m.community_events_title()}
      </h2>
      {events.isPending ? (
        <Skeleton className={css({ h: '32' })} />
      ) : events.isError || events.data.length === 0 ? (
        <p className={mutedText}>{m.community_no_events()}</p>
      ) : (
        <ul className={stackGap3}>
          {events.data.map((event) => (
            <li
              key={event.id}
              className={cx(panel({ size: 'xs' }), css({ display: 'grid', gap: '1' }))}
            >
              <p className={strongText} lang={langOf(event, 'title')}>
                {event.title}
              </p>
              <time
                dateTime={event.startsAt}
                className={css({ fontSize: 'sm', color: 'secondary.fg', fontWeight: '600' })}
              >
                {meetingTime.format(new Date(event.startsAt))}
              </time>
              <p className={smallText} lang={langOf(event, 'description')}>
                {event.description}
              </p>
              <p className={mutedSmallText} lang={langOf(event, 'location')}>
                {event.location}
              </p>
              <NotInSpanish item={event} />
              <p className={css({ fontSize: 'sm', fontWeight: '600' })}>
                {m.community_going_count({ count: event.rsvpCount })}
              </p>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
                <Button
                  size="sm"
                  variant={event.rsvpedByMe ? 'subtle' : 'outline'}
                  aria-pressed={event.rsvpedByMe}
                  disabled={rsvp.isPending && rsvp.variables?.id === event.id}
                  onClick={() => rsvp.mutate({ id: event.id, going: !event.rsvpedByMe })}
                >
                  {event.rsvpedByMe ? m.community_going() : m.community_rsvp()}
                  <span className={visuallyHidden}> {aboutEvent(event, m.community_event_to)}</span>
                </Button>
                <a
                  href={calendarFile(event)}
                  download
                  className={css({
                    fontSize: 'sm',
                    color: 'primary.fg',
                    fontWeight: '700',
                    alignSelf: 'center',
                  })}
                >
                  {m.community_add_to_calendar()}
                  <span className={visuallyHidden}>
                    {' ('}
                    <EventTitle event={event} />)
                  </span>
                </a>
                <ShareLink
                  path="/community"
                  title={event.title}
                  text={`${event.title}, ${meetingTime.format(new Date(event.startsAt))}`}
                  variant="ghost"
                  accessibleName={m.share_label({ title: event.title })}
                />
              </div>
              {event.url && (
                <a
                  href={event.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({ fontSize: 'sm', color: 'primary.fg', fontWeight: '700' })}
                >
                  {m.community_join_event()}
                  <span className={visuallyHidden}>
                    {' '}
                    {aboutEvent(event, m.community_join_event_for)}
                  </span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
