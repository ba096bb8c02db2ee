import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { type ButtonVariantProps, button } from 'styled-system/recipes'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

/** A button; `variant` solid | outline | subtle | ghost | link, `size` sm | md | lg | icon, `tone` a palette. */
export function Button({ type = 'button', className, ...props }: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props)
  return <button type={type} className={cx(button(variants), className)} {...rest} />
}

export { button }
