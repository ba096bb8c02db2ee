import { css } from 'styled-system/css'
import { m } from '#i18n/messages'

/** First focusable element on every page: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className={css({
        position: 'absolute',
        top: '2',
        left: '2',
        zIndex: 'skipLink',
        px: '4',
        py: '2',
        bg: 'primary.solid',
        color: 'primary.contrast',
        fontWeight: '700',
        borderRadius: 'full',
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        _focusVisible: { transform: 'translateY(0)' },
      })}
    >
      {m.skip_to_content()}
    </a>
  )
}
