import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'

interface QuantityStepperProps {
  value: number
  onChange: (quantity: number) => void
  /** Never below 1 (SPEC §5). */
  min?: number
  max: number
  /** Names the input and buttons, e.g. 'Quantity' or 'Quantity of Tangram Masters Set'. */
  label: string
  disabled?: boolean
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max)

/** − / number / +: the buttons stop at the limits; typed values are clamped when the field is left. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  label,
  disabled = false,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState(String(value))
  useEffect(() => setDraft(String(value)), [value])
  const upper = Math.max(min, max)

  function commit(text: string) {
    const parsed = Number.parseInt(text, 10)
    const next = Number.isNaN(parsed) ? value : clamp(parsed, min, upper)
    setDraft(String(next))
    if (next !== value) onChange(next)
  }

  return (
    <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease ${label.toLowerCase()}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(clamp(value - 1, min, upper))}
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
        aria-label={`Increase ${label.toLowerCase()}`}
        disabled={disabled || value >= upper}
        onClick={() => onChange(clamp(value + 1, min, upper))}
      >
        +
      </Button>
    </div>
  )
}
