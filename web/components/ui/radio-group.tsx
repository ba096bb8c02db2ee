import { type ComponentProps, createContext, useContext, useId, useState } from 'react'
import { cx } from 'styled-system/css'
import { type RadioGroupVariantProps, radioGroup } from 'styled-system/recipes'
import { visuallyHidden } from './typography'

// Native radio inputs under the Ark RadioGroup API: the browser gives arrow-key movement and form
// semantics for free, and the first page load carries no state-machine code for it.

interface GroupState {
  name: string
  labelId: string
  value: string | null
  disabled: boolean
  select: (value: string) => void
  styles: ReturnType<typeof radioGroup>
}

const GroupContext = createContext<GroupState | null>(null)
const ItemContext = createContext<{ value: string; checked: boolean; disabled: boolean } | null>(
  null,
)

function useGroup() {
  const group = useContext(GroupContext)
  if (!group) throw new Error('RadioGroup parts must be inside <RadioGroup.Root>')
  return group
}

function useItem() {
  const item = useContext(ItemContext)
  if (!item) throw new Error('RadioGroup item parts must be inside <RadioGroup.Item>')
  return item
}

const state = (checked: boolean) => (checked ? 'checked' : 'unchecked')

type RootProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> &
  RadioGroupVariantProps & {
    value?: string | null
    defaultValue?: string | null
    onValueChange?: (details: { value: string | null }) => void
    name?: string
    disabled?: boolean
    orientation?: 'horizontal' | 'vertical'
  }

/** `variant` radio | tile (tiles suit amount presets); `value`/`onValueChange({ value })`. */
export function Root({
  value,
  defaultValue = null,
  onValueChange,
  name,
  disabled = false,
  orientation = 'vertical',
  variant,
  className,
  children,
  ...rest
}: RootProps) {
  const id = useId()
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const current = value === undefined ? uncontrolled : value
  const styles = radioGroup({ variant })
  const group: GroupState = {
    name: name ?? id,
    labelId: `${id}-label`,
    value: current,
    disabled,
    styles,
    select: (next) => {
      setUncontrolled(next)
      onValueChange?.({ value: next })
    },
  }
  return (
    <GroupContext.Provider value={group}>
      <div
        role="radiogroup"
        aria-labelledby={group.labelId}
        aria-orientation={orientation}
        data-orientation={orientation}
        className={cx(styles.root, className)}
        {...rest}
      >
        {children}
      </div>
    </GroupContext.Provider>
  )
}

export function Label({ className, ...props }: ComponentProps<'span'>) {
  const { styles, labelId } = useGroup()
  return <span id={labelId} className={cx(styles.label, className)} {...props} />
}

type ItemProps = ComponentProps<'label'> & { value: string; disabled?: boolean }

export function Item({ value, disabled, className, ...props }: ItemProps) {
  const group = useGroup()
  const item = { value, checked: group.value === value, disabled: disabled ?? group.disabled }
  return (
    <ItemContext.Provider value={item}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the input is ItemHiddenInput, a child */}
      <label
        data-state={state(item.checked)}
        data-disabled={item.disabled ? '' : undefined}
        className={cx(group.styles.item, className)}
        {...props}
      />
    </ItemContext.Provider>
  )
}

export function ItemText({ className, ...props }: ComponentProps<'span'>) {
  const { styles } = useGroup()
  return <span className={cx(styles.itemText, className)} {...props} />
}

export function ItemControl({ className, ...props }: ComponentProps<'span'>) {
  const { styles } = useGroup()
  const { checked } = useItem()
  return (
    <span
      aria-hidden="true"
      data-state={state(checked)}
      className={cx(styles.itemControl, className)}
      {...props}
    />
  )
}

/** The real radio input, visually hidden; the Item's styles follow its state and focus. */
export function ItemHiddenInput(props: ComponentProps<'input'>) {
  const group = useGroup()
  const item = useItem()
  return (
    <input
      type="radio"
      name={group.name}
      value={item.value}
      checked={item.checked}
      disabled={item.disabled}
      onChange={() => group.select(item.value)}
      className={visuallyHidden}
      {...props}
    />
  )
}

/** Kept for API parity with Ark; the tile and radio variants need no moving indicator. */
export function Indicator({ className, ...props }: ComponentProps<'span'>) {
  const { styles } = useGroup()
  return <span aria-hidden="true" className={cx(styles.indicator, className)} {...props} />
}
