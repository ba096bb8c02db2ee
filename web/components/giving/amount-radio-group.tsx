import { css } from 'styled-system/css'
import { givingLevel } from '#core/constants'
import { otherAmount } from '#core/donation-amount'
import { m } from '#i18n/messages'
import * as RadioGroup from '~/components/ui/radio-group'

interface AmountRadioGroupProps {
  label: string
  presets: readonly number[]
  value: string
  onValueChange: (value: string) => void
}

// Four tiles share one row even on a phone; what an amount buys wraps under it.
const tile = css({
  minW: '0',
  px: '2',
  py: '1.5',
  h: 'auto',
  minH: '12',
  flexDirection: 'column',
  gap: '0.5',
  textAlign: 'center',
})
const buys = css({ display: 'block', fontSize: 'xs', fontWeight: '500', lineHeight: 'tight' })

/**
 * Preset dollar amounts, each with what it buys (`givingLevels`), plus "Other", as one
 * keyboard-navigable radio group.
 */
export function AmountRadioGroup({ label, presets, value, onValueChange }: AmountRadioGroupProps) {
  const options = [
    ...presets.map((amount) => ({
      value: String(amount),
      text: `$${amount}`,
      buys: givingLevel(amount)?.short,
    })),
    { value: otherAmount, text: m.giving_amount_other(), buys: undefined },
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
          <RadioGroup.ItemText>
            <span>{option.text}</span>
            {option.buys ? <span className={buys}>{option.buys}</span> : null}
          </RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
