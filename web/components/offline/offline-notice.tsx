import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { useOnlineStatus } from '~/lib/use-online-status'

/** The one wording for an action that needs the network: "You're offline. Checkout needs a connection; your cart is saved." */
export function offlineText(action: string, reassurance?: string) {
  return reassurance
    ? m.offline_action_reassured({ action, reassurance })
    : m.offline_action({ action })
}

interface OfflineNoticeProps {
  /** What cannot happen offline, as the sentence's subject: "Checkout", "Payment", "Donating". */
  action: string
  /** What is kept meanwhile, if anything: "your cart is saved". */
  reassurance?: string
}

/**
 * Says plainly, only while offline, that an action needs the network. Pair it with
 * `useOnlineStatus()` to disable the action's button:
 * `<OfflineNotice action="Donating" />` + `disabled={!online}`.
 */
export function OfflineNotice({ action, reassurance }: OfflineNoticeProps) {
  const online = useOnlineStatus()
  if (online) return null
  return (
    <p
      role="status"
      className={css({
        p: '3',
        rounded: 'lg',
        bg: 'accent.subtle',
        borderWidth: '1px',
        borderColor: 'accent.border',
        fontSize: 'sm',
        fontWeight: '600',
      })}
    >
      {offlineText(action, reassurance)}
    </p>
  )
}
