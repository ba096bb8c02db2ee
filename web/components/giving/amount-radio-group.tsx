import { css } from 'styled-system/css'
import { otherAmount } from '#core/donation-amount'
import * as RadioGroup from '~/components/ui/radio-group'

interface AmountRadioGroupProps {
  label: string
  presets: readonly number[]
  value: string
  onValueChange: (value: string) => void
}

// Four tiles share one row even on a phone.
const tile = css({ minW: '0', px: '2' })

/** Preset dollar amounts plus "Other", as one keyboard-navigable radio group. */
export function AmountRadioGroup({ label, presets, value, onValueChange }: AmountRadioGroupProps) {
  const options = [
    ...presets.map((amount) => ({ value: String(amount), text: `$${amount}` })),
    { value: otherAmount, text: 'Other' },
  ]
  return (
    <RadioGroup.Root
      variant="tile"
      orientation="horizontal"
      value={value}
      onValueChange={(details) => details.value && onValueChange(details.value)}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className={tile}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{option.text}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
