import * as RadioGroup from '~/components/ui/radio-group'

interface ChoiceGroupProps<Value extends string> {
  label: string
  /** Each choice's words, in the page's language (called as it renders). */
  options: readonly { value: Value; text: () => string }[]
  value: Value
  onValueChange: (value: Value) => void
}

/** A labelled row of tiles, one choice at a time (gift type, payment method). */
export function ChoiceGroup<Value extends string>(props: ChoiceGroupProps<Value>) {
  const { label, options, value, onValueChange } = props
  return (
    <RadioGroup.Root
      variant="tile"
      orientation="horizontal"
      value={value}
      onValueChange={(details) => details.value && onValueChange(details.value as Value)}
    >
      <RadioGroup.Label>{label}</RadioGroup.Label>
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value}>
          <RadioGroup.ItemControl />
          <RadioGroup.ItemText>{option.text()}</RadioGroup.ItemText>
          <RadioGroup.ItemHiddenInput />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  )
}
