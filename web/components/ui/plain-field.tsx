import { type ComponentProps, useId } from 'react'
import { cx } from 'styled-system/css'
import { field } from 'styled-system/recipes'
import { visuallyHidden } from './typography'

export type PlainFieldProps = ComponentProps<'input'> & {
  label: string
  /** Keep the label for screen readers only (the placeholder or context says it visually). */
  hideLabel?: boolean
  rootClassName?: string
}

/**
 * A labelled native input styled like `Field.*`, without Ark's field machine: for the single
 * inputs of the home page, whose first-load JavaScript has a budget. Forms with inline errors use
 * `Field.*` or `TextField`.
 */
export function PlainField({
  label,
  hideLabel,
  rootClassName,
  id,
  className,
  ...input
}: PlainFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const styles = field()
  return (
    <div className={cx(styles.root, rootClassName)}>
      <label htmlFor={inputId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <input id={inputId} className={cx(styles.input, className)} {...input} />
    </div>
  )
}
