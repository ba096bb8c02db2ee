import { type FormEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, stackGap3, wrapRow } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { headingH3, mutedSmallText, mutedText, strongText } from '~/components/ui/typography'
import { usePublishSlot, useRemoveSlot, useStoryIntakes, useStorySlots } from '../api/storytelling'
import { DashboardSection } from './dashboard-section'

const dateTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
})

/**
 * Storytelling (decision 039): staff publish kickoff-call times, see who booked them, and read
 * each family's story form.
 */
export function StorytellingSection() {
  return (
    <DashboardSection titleId="storytelling-title" title="Storytelling">
      <div className={css({ display: 'grid', gap: '8' })}>
        <SlotForm />
        <Slots />
        <Intakes />
      </div>
    </DashboardSection>
  )
}

function SlotForm() {
  const [startsAt, setStartsAt] = useState('')
  const [minutes, setMinutes] = useState('30')
  const [location, setLocation] = useState('')
  const publish = usePublishSlot()

  function submit(event: FormEvent) {
    event.preventDefault()
    // The input's local time, sent with its zone as an ISO timestamp.
    const start = new Date(startsAt)
    publish.mutate(
      {
        startsAt: Number.isNaN(start.getTime()) ? startsAt : start.toISOString(),
        minutes: Number(minutes),
        location,
      },
      { onSuccess: () => setStartsAt('') },
    )
  }

  return (
    <form
      aria-label="Publish a call time"
      onSubmit={submit}
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '2fr 1fr 3fr auto' },
        alignItems: 'end',
      })}
    >
      <TextField
        label="Starts at (your time)"
        type="datetime-local"
        required
        value={startsAt}
        onChange={(event) => setStartsAt(event.target.value)}
      />
      <TextField
        label="Minutes"
        type="number"
        min={15}
        max={120}
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
      />
      <TextField
        label="How the family joins"
        placeholder="A video-call link, or: We call you"
        required
        value={location}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Button type="submit" disabled={publish.isPending}>
        Publish Time
      </Button>
    </form>
  )
}

function Slots() {
  const { data, isPending, isError, error, refetch } = useStorySlots()
  const remove = useRemoveSlot()
  if (isPending) return <Skeleton className={css({ h: '16' })} />
  if (isError)
    return <LoadError what="the call times" error={error} onRetry={() => void refetch()} />
  if (data.length === 0) return <p>No call times are published.</p>
  return (
    <ul aria-label="Kickoff call times" className={stackGap2}>
      {data.map((slot) => (
        <li key={slot.id} className={wrapRow}>
          <span className={strongText}>
            {dateTime.format(new Date(slot.startsAt))} · {slot.minutes} min
          </span>
          <span className={mutedText}>{slot.location}</span>
          {slot.booking ? (
            <span>
              {slot.booking.paid ? 'Booked' : 'Held, awaiting payment,'} by order #
              {slot.booking.orderId} (
              {[slot.booking.childName, slot.booking.email].filter(Boolean).join(', ')})
            </span>
          ) : (
            <Button
              size="sm"
              variant="outline"
              disabled={remove.isPending}
              aria-label={`Remove the call time ${dateTime.format(new Date(slot.startsAt))}`}
              onClick={() => remove.mutate(slot.id)}
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}

function Intakes() {
  const { data, isPending, isError, error, refetch } = useStoryIntakes()
  if (isPending) return <Skeleton className={css({ h: '16' })} />
  if (isError)
    return <LoadError what="the story forms" error={error} onRetry={() => void refetch()} />
  return (
    <section aria-labelledby="intakes-title" className={stackGap3}>
      <h3 id="intakes-title" className={headingH3}>
        Story forms
      </h3>
      {data.length === 0 ? (
        <p>No story forms yet.</p>
      ) : (
        <ul className={stackGap3}>
          {data.map((intake) => (
            <li key={intake.id} aria-label={`Story form for order #${intake.orderId}`}>
              <p className={strongText}>
                Order #{intake.orderId} · {intake.packages.join(', ')} · {intake.childName} (ages{' '}
                {intake.ageBand}) · {intake.parentName}, {intake.email}
              </p>
              <p className={css({ whiteSpace: 'pre-wrap' })}>{intake.storyIdea}</p>
              {intake.hasSketch && (
                <a
                  href={`/api/admin/storytelling/intakes/${intake.id}/sketch`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={css({ textDecoration: 'underline', fontWeight: '700' })}
                >
                  View the sketch
                </a>
              )}
              <p className={mutedSmallText}>
                {intake.booking
                  ? `Call: ${dateTime.format(new Date(intake.booking.startsAt))}`
                  : 'No call booked'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
