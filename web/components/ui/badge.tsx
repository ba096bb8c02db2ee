import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { type BadgeVariantProps, badge } from 'styled-system/recipes'

export type BadgeProps = ComponentProps<'span'> & BadgeVariantProps

/** A small label; `variant` solid | subtle | outline, `tone` a palette, `size` sm | md. */
export function Badge({ className, ...props }: BadgeProps) {
  const [variants, rest] = badge.splitVariantProps(props)
  return <span className={cx(badge(variants), className)} {...rest} />
}
