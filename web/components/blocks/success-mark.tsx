import { css } from 'styled-system/css'

/** The round check mark above good news (a sent form, a confirmed order); decorative. */
export function SuccessMark() {
  return (
    <span
      aria-hidden="true"
      className={css({
        display: 'grid',
        placeItems: 'center',
        w: '16',
        h: '16',
        rounded: 'full',
        bg: 'success.subtleHover',
        color: 'success.fg',
        fontSize: '3xl',
        fontWeight: '800',
      })}
    >
      ✓
    </span>
  )
}
