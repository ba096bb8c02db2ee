import type { FormEvent } from 'react'
import { css } from 'styled-system/css'
import { SlotSchema } from '#core/schemas/storytelling'
import { LoadError } from '~/components/blocks/load-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { stackGap2, stackGap3, wrapRow } from '~/components/ui/stack'
import { TextField } from '~/components/ui/text-field'
import { headingH3, mutedSmallText, mutedText, strongText } from '~/components/ui/typography'
import { useSchemaForm } from '~/lib/use-schema-form'
import { usePublishSlot, useRemoveSlot, useStoryIntakes, useStorySlots } from '../api/storytelling'
import { DashboardSection, SectionSubheading } from './dashboard-section'

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

/**
 * The input's local time, sent with its zone as an ISO timestamp; nothing chosen yet is no
 * string at all (the schema's "Start must be a date and time").
 */
function slotOf(values: { startsAt: string; minutes: string; location: string }) {
  const start = new Date(values.startsAt)
  return {
    startsAt:
      values.startsAt === ''
        ? undefined
        : Number.isNaN(start.getTime())
          ? values.startsAt
          : start.toISOString(),
    minutes: Number(values.minutes),
    location: values.location,
  }
}

function SlotForm() {
  const form = useSchemaForm(SlotSchema, { startsAt: '', minutes: '30', location: '' }, slotOf)
  const { errors, register } = form
  const publish = usePublishSlot()

  function submit(event: FormEvent) {
    event.preventDefault()
    const slot = form.validate()
    // The place stays for the next time published; the time is the one to change.
    if (slot)
      publish.mutate(slot, { onSuccess: () => form.reset({ ...form.values, startsAt: '' }) })
  }

  return (
    <form
      ref={form.formRef}
      aria-label="Publish a call time"
      onSubmit={submit}
      noValidate
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '2fr 1fr 3fr auto' },
        alignItems: 'start',
      })}
    >
      <TextField
        label="Starts at (your time)"
        type="datetime-local"
        error={errors.startsAt}
        {...register('startsAt')}
      />
      <TextField
        label="Minutes"
        type="number"
        min={15}
        max={120}
        error={errors.minutes}
        {...register('minutes')}
      />
      <TextField
        label="How the family joins"
        placeholder="A video-call link, or: We call you"
        error={errors.location}
        {...register('location')}
      />
      <Button type="submit" disabled={publish.isPending} className={css({ mt: { md: '6' } })}>
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
      <SectionSubheading id="intakes-title" className={headingH3}>
        Story forms
      </SectionSubheading>
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
