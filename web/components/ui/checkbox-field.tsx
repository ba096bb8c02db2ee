import { type ComponentProps, type ReactNode, useId } from 'react'
import { css } from 'styled-system/css'
import { labelText, mutedSmallText } from './typography'

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
  hint?: string
  /** The validation message, shown under the label and read as the box's description. */
  error?: string | undefined
}

/** A native checkbox with its label beside it: keyboard, form and screen-reader behaviour for free. */
export function CheckboxField({ label, hint, error, ...input }: CheckboxFieldProps) {
  const errorId = useId()
  return (
    <label
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', cursor: 'pointer' })}
    >
      <input
        type="checkbox"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
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
        {error ? (
          <span
            id={errorId}
            className={css({ fontSize: 'sm', fontWeight: '600', color: 'danger.fg' })}
          >
            {error}
          </span>
        ) : null}
      </span>
    </label>
  )
}
