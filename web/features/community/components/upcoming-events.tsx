import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
import { languageTag } from '#core/locale'
import { meetingTimeFormat } from '#core/meeting-time'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import { Button } from '~/components/ui/button'
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
import { eventsQueryOptions, useRsvp } from '../api/get-events'

/** Upcoming virtual events, from the database so staff can change them. */
export function UpcomingEvents() {
  const events = useQuery(eventsQueryOptions)
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
              <p className={strongText}>{event.title}</p>
              <time
                dateTime={event.startsAt}
                className={css({ fontSize: 'sm', color: 'secondary.fg', fontWeight: '600' })}
              >
                {meetingTime.format(new Date(event.startsAt))}
              </time>
              <p className={smallText}>{event.description}</p>
              <p className={mutedSmallText}>{event.location}</p>
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
                  <span className={visuallyHidden}>
                    {' '}
                    {m.community_event_to({ title: event.title })}
                  </span>
                </Button>
                <a
                  href={`/api/events/${event.id}/calendar.ics`}
                  download
                  className={css({
                    fontSize: 'sm',
                    color: 'primary.fg',
                    fontWeight: '700',
                    alignSelf: 'center',
                  })}
                >
                  {m.community_add_to_calendar()}
                  <span className={visuallyHidden}> ({event.title})</span>
                </a>
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
                    {m.community_join_event_for({ title: event.title })}
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
