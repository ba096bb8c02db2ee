import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { useOnlineStatus } from '~/lib/use-online-status'

// Always rendered (empty, it has no height), so screen readers hear each change.
const bar = css({
  bg: 'neutral.solid',
  color: 'neutral.contrast',
  textAlign: 'center',
  fontSize: 'sm',
  fontWeight: '600',
  px: '4',
  py: '1.5',
  _empty: { py: '0' },
})

/** The site-wide offline indicator under the header: while offline, what still works. */
export function ConnectionStatus() {
  const online = useOnlineStatus()
  return (
    <p role="status" data-testid="connection-status" className={bar}>
      {online ? null : m.offline_banner()}
    </p>
  )
}
