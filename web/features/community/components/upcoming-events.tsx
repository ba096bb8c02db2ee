import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { panel } from 'styled-system/recipes'
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
import { meetingTime } from '~/lib/meeting-time'
import { eventsQueryOptions, useRsvp } from '../api/get-events'

/** Upcoming virtual events, from the database so staff can change them. */
export function UpcomingEvents() {
  const events = useQuery(eventsQueryOptions)
  const rsvp = useRsvp()
  return (
    <aside
      aria-labelledby="events-title"
      className={css({ display: 'grid', gap: '4', alignContent: 'start' })}
    >
      <h2 id="events-title" className={headingH3}>
        Upcoming Virtual Events
      </h2>
      {events.isPending ? (
        <Skeleton className={css({ h: '32' })} />
      ) : events.isError || events.data.length === 0 ? (
        <p className={mutedText}>No events are scheduled right now. Check back soon.</p>
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
                {event.rsvpCount === 1
                  ? '1 member is going'
                  : `${event.rsvpCount} members are going`}
              </p>
              <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
                <Button
                  size="sm"
                  variant={event.rsvpedByMe ? 'subtle' : 'outline'}
                  aria-pressed={event.rsvpedByMe}
                  disabled={rsvp.isPending && rsvp.variables?.id === event.id}
                  onClick={() => rsvp.mutate({ id: event.id, going: !event.rsvpedByMe })}
                >
                  {event.rsvpedByMe ? "✓ I'm going" : 'RSVP'}
                  <span className={visuallyHidden}> to {event.title}</span>
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
                  Add to calendar
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
                  Join or sign up
                  <span className={visuallyHidden}> for {event.title} (opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </aside>
  )
}
