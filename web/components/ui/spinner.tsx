import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { type SpinnerVariantProps, spinner } from 'styled-system/recipes'
import { m } from '#i18n/messages'
import { visuallyHidden } from './typography'

export type SpinnerProps = ComponentProps<'span'> &
  SpinnerVariantProps & {
    /** Text announced to screen readers and shown beside the spinner, e.g. 'Loading...'. */
    label?: string
    showLabel?: boolean
  }

export function Spinner({
  className,
  label = m.loading(),
  showLabel = false,
  ...props
}: SpinnerProps) {
  const [variants, rest] = spinner.splitVariantProps(props)
  return (
    <span
      role="status"
      className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '3' }), className)}
      {...rest}
    >
      <span aria-hidden="true" className={spinner(variants)} />
      <span className={showLabel ? css({ color: 'fg.muted', fontWeight: '600' }) : visuallyHidden}>
        {label}
      </span>
    </span>
  )
}
