import { css } from 'styled-system/css'
import { m } from '#i18n/messages'

/** The wording of a queued action: "Your signup will be sent when you're back online." */
export function queuedText(what: string) {
  return m.queued_action({ what })
}

/**
 * Shown while a queued mutation waits for the network (`useQueuedMutation(...).waiting`), also
 * after a reload: the user's action is saved, not lost.
 */
export function QueuedNotice({ waiting, what }: { waiting: number; what: string }) {
  return (
    <p role="status" className={css({ fontSize: 'sm', fontWeight: '600', minH: '5' })}>
      {waiting > 0 ? queuedText(what) : null}
    </p>
  )
}
