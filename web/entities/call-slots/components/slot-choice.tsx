import { type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import type { OpenSlot } from '#core/schemas/storytelling'
import * as RadioGroup from '~/components/ui/radio-group'
import { stackGap3 } from '~/components/ui/stack'
import { callTime } from '../api/open-slots'

/**
 * The open kickoff-call times as one radio group (decision 062): at checkout, where the time is
 * held with the order, and on the story page, where a family moves their call. An `error` shows
 * under the times and is read with the group.
 */
export function SlotChoice(props: {
  slots: OpenSlot[]
  chosen: number | null
  onChoose: (id: number) => void
  label: ReactNode
  error?: string
}) {
  const errorId = useId()
  return (
    <div className={stackGap3}>
      <RadioGroup.Root
        value={props.chosen === null ? null : String(props.chosen)}
        onValueChange={(details) => details.value && props.onChoose(Number(details.value))}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      >
        <RadioGroup.Label>{props.label}</RadioGroup.Label>
        {props.slots.map((slot) => (
          <RadioGroup.Item key={slot.id} value={String(slot.id)}>
            <RadioGroup.ItemControl />
            <RadioGroup.ItemText>
              {callTime(slot.startsAt)} · {slot.minutes} min
            </RadioGroup.ItemText>
            <RadioGroup.ItemHiddenInput />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {props.error && (
        <p id={errorId} role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
          {props.error}
        </p>
      )}
    </div>
  )
}
