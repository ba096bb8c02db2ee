import { PlainField } from '~/components/ui/plain-field'

/**
 * The "Other" amount of a donation, in dollars (minimum $1, cents allowed); `invalid` after a
 * submit refused for its amount.
 */
export function CustomAmountField(props: {
  value: string
  onChange: (value: string) => void
  invalid?: boolean
}) {
  return (
    <PlainField
      aria-invalid={props.invalid || undefined}
      label="Custom amount (USD)"
      type="number"
      inputMode="decimal"
      min="1"
      step="0.01"
      placeholder="e.g. 35"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
