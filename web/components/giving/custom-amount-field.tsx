import { m } from '#i18n/messages'
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
      label={m.giving_custom_amount_label()}
      type="number"
      inputMode="decimal"
      min="1"
      step="0.01"
      placeholder={m.giving_custom_amount_placeholder()}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    />
  )
}
