import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'

interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  /** Never below 1 (SPEC §5). */
  min?: number
  max: number
  /**
   * The product counted, where a page has several steppers: it names the input and buttons
   * ('Quantity of Tangram Masters Set'); without it they are just 'Quantity'.
   */
  product?: string
  disabled?: boolean
  /** Said when a typed number was more than `max` and became it; by default 'Only {max} left'. */
  capNote?: string
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max)

/**
 * − / number / +: the buttons stop at the limits; a typed value is clamped when the field is
 * left, and one above the limit says so ('Only 12 left') rather than changing silently.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  product,
  disabled = false,
  capNote,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value))
  const [capped, setCapped] = useState(false)
  const upper = Math.max(min, max)
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the value alone
  useEffect(() => {
    setDraft(String(value))
    // Set from outside (reset after adding to the cart): the note about the limit no longer applies.
    if (value < upper) setCapped(false)
  }, [value])

  function commit(text: string) {
    const parsed = Number.parseInt(text, 10)
    const next = Number.isNaN(parsed) ? value : clamp(parsed, min, upper)
    setCapped(parsed > upper)
    setDraft(String(next))
    if (next !== value) onChange(next)
  }

  const step = (next: number) => {
    setCapped(false)
    onChange(clamp(next, min, upper))
  }

  const label = product === undefined ? m.shop_quantity() : m.shop_quantity_of({ name: product })
  const decrease =
    product === undefined
      ? m.shop_decrease_quantity()
      : m.shop_decrease_quantity_of({ name: product })
  const increase =
    product === undefined
      ? m.shop_increase_quantity()
      : m.shop_increase_quantity_of({ name: product })

  return (
    <div
      className={css({ display: 'inline-flex', alignItems: 'center', gap: '1', flexWrap: 'wrap' })}
    >
      <Button
        variant="outline"
        size="icon"
        aria-label={decrease}
        disabled={disabled || value <= min}
        onClick={() => step(value - 1)}
      >
        −
      </Button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={upper}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value)
          const parsed = Number(event.target.value)
          setCapped(parsed > upper)
          if (Number.isInteger(parsed) && parsed >= min && parsed <= upper) onChange(parsed)
        }}
        onBlur={(event) => commit(event.target.value)}
        className={css({
          w: '14',
          h: '10',
          textAlign: 'center',
          borderWidth: '1px',
          borderColor: 'border',
          rounded: 'md',
          bg: 'bg.surface',
          fontWeight: '600',
          appearance: 'textfield',
          '&::-webkit-inner-spin-button, &::-webkit-outer-spin-button': { appearance: 'none' },
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'primary.solid',
            outlineOffset: '1px',
          },
        })}
      />
      <Button
        variant="outline"
        size="icon"
        aria-label={increase}
        disabled={disabled || value >= upper}
        onClick={() => step(value + 1)}
      >
        +
      </Button>
      <span
        role="status"
        className={css({ color: 'danger.fg', fontSize: 'sm', fontWeight: '600', ms: '2' })}
      >
        {capped ? (capNote ?? m.shop_only_left({ count: upper })) : null}
      </span>
    </div>
  )
}
