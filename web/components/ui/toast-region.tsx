import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { toast } from 'styled-system/recipes'
import { toastDurationMs } from '#core/constants'
import { m } from '#i18n/messages'
import { CloseIcon } from './close-icon'

export const store = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: toastDurationMs,
  hotkey: ['F8'],
  // The spec keeps a dismissed toast for 1,000,000 ms; with one toast at a time that would
  // block the next one, so it is removed once its exit transition ends.
  removeDelay: 200,
  gap: 12,
})

/** The live region that renders the toasts (loaded with the first toast, see toaster.tsx). */
export default function ToastRegion() {
  const styles = toast()
  return (
    <Toaster toaster={store} className={styles.group}>
      {(item) => (
        <Toast.Root className={styles.root}>
          {item.title ? <Toast.Title className={styles.title}>{item.title}</Toast.Title> : null}
          {item.description ? (
            <Toast.Description className={styles.description}>{item.description}</Toast.Description>
          ) : null}
          {item.action ? (
            <Toast.ActionTrigger className={styles.actionTrigger}>
              {item.action.label}
            </Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label={m.dismiss_notification()}>
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
