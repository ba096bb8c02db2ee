import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { languageTag } from '#core/locale'
import type { OpenSlot } from '#core/schemas/storytelling'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
import * as RadioGroup from '~/components/ui/radio-group'
import { stackGap3 } from '~/components/ui/stack'
import { visuallyHidden } from '~/components/ui/typography'

/** The page's language tag, asked as the times render (the language is the page's, per request). */
const tag = () => languageTag[getLocale()]
const day = (iso: string) =>
  new Date(iso).toLocaleDateString(tag(), { weekday: 'long', month: 'long', day: 'numeric' })
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString(tag(), { hour: 'numeric', minute: '2-digit' })
/** The family's time zone as the times' labels name it ("CST", "UTC"). */
const zoneOf = (iso: string) =>
  new Intl.DateTimeFormat(tag(), { timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

/** The slots by day in the family's own time zone, days in order (the slots come soonest first). */
function byDay(slots: OpenSlot[]) {
  const days = new Map<string, OpenSlot[]>()
  for (const slot of slots) {
    const date = day(slot.startsAt)
    const same = days.get(date)
    if (same) same.push(slot)
    else days.set(date, [slot])
  }
  return [...days]
}

const dayLabel = css({ w: 'full', mt: '2', fontSize: 'sm', fontWeight: '700', color: 'fg.muted' })
const timeTile = css({ flex: '0 0 auto', minW: '28', h: '11' })

/**
 * The open kickoff-call times as one radio group, a row of time tiles under each day (decision
 * 062): at checkout, where the time is held with the order, and on the story page, where a family
 * moves their call. Each time's name says its day too. An `error` shows under the
 * times and is read with the group.
 */
export function SlotChoice(props: {
  slots: OpenSlot[]
  chosen: number | null
  onChoose: (id: number) => void
  label: ReactNode
  error?: string
}) {
  const errorId = useId()
  const first = props.slots[0]
  // One length for every call (the usual case): said once, and the tiles show only the time.
  const sameLength = props.slots.every((slot) => slot.minutes === first?.minutes)
  return (
    <div className={stackGap3}>
      {first && sameLength && (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {m.community_slots_note({ zone: zoneOf(first.startsAt), minutes: first.minutes })}
        </p>
      )}
      <RadioGroup.Root
        variant="tile"
        value={props.chosen === null ? null : String(props.chosen)}
        onValueChange={(details) => details.value && props.onChoose(Number(details.value))}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        <RadioGroup.Label>{props.label}</RadioGroup.Label>
        {byDay(props.slots).map(([date, slots]) => [
          <span key={date} aria-hidden="true" className={dayLabel}>
            {date}
          </span>,
          ...slots.map((slot) => (
            <RadioGroup.Item key={slot.id} value={String(slot.id)} className={timeTile}>
              <RadioGroup.ItemControl />
              <RadioGroup.ItemText>
                <span className={visuallyHidden}>{m.community_slot_day({ date })} </span>
                {clock(slot.startsAt)}
                <span className={sameLength ? visuallyHidden : undefined}>
                  {' '}
                  {m.community_slot_length({ zone: zoneOf(slot.startsAt), minutes: slot.minutes })}
                </span>
              </RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          )),
        ])}
      </RadioGroup.Root>
      {props.error && (
        <p id={errorId} role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {props.error}
        </p>
      )}
    </div>
  )
}
