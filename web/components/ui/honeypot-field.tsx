import { css } from 'styled-system/css'
import { m } from '#i18n/messages'

interface HoneypotFieldProps {
  value: string
  onChange: (value: string) => void
}

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do: the server stores nothing when it comes back filled.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <div
      aria-hidden="true"
      className={css({
        position: 'absolute',
        left: '-10000px',
        w: '1px',
        h: '1px',
        overflow: 'hidden',
      })}
    >
      <label>
        {m.form_honeypot()}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  )
}
