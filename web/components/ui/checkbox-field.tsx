import type { ComponentProps, ReactNode } from 'react'
import { css } from 'styled-system/css'
import { labelText, mutedSmallText } from './typography'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
  hint?: string
}

/** A native checkbox with its label beside it: keyboard, form and screen-reader behaviour for free. */
export function CheckboxField({ label, hint, ...input }: CheckboxFieldProps) {
  return (
    <label
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' })}
    >
      <input
        type="checkbox"
        {...input}
        className={css({
          w: '5',
          h: '5',
          mt: '0.5',
          flexShrink: '0',
          accentColor: 'primary.solid',
          cursor: 'pointer',
        })}
      />
      <span className={css({ display: 'grid', gap: '0.5' })}>
        <span className={labelText}>{label}</span>
        {hint ? <span className={mutedSmallText}>{hint}</span> : null}
      </span>
    </label>
  )
}
