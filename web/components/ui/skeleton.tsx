import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { type SkeletonVariantProps, skeleton } from 'styled-system/recipes'

export type SkeletonProps = ComponentProps<'div'> & SkeletonVariantProps

/** A loading placeholder, hidden from assistive technology; size it with a `className`. */
export function Skeleton({ className, ...props }: SkeletonProps) {
  const [variants, rest] = skeleton.splitVariantProps(props)
  return <div aria-hidden="true" className={cx(skeleton(variants), className)} {...rest} />
}
