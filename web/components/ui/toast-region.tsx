import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { useEffect } from 'react'
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

/**
 * The room an open toast takes at the window's foot, as `--toast-room` on the page: the page's
 * scroll padding keeps the keyboard's focus above it, and the page's end can scroll clear of it
 * (WCAG 2.4.11, issue 35) — the update prompt stays until it is answered. Ark writes the open
 * toast's height on its group (`--first-height`); the group itself sits its offset above the foot.
 */
function useToastRoom() {
  useEffect(() => {
    const group = document.querySelector<HTMLElement>('[data-scope="toast"][data-part="group"]')
    if (!group) return
    const page = document.documentElement
    const measure = () => {
      const height = Number.parseFloat(group.style.getPropertyValue('--first-height')) || 0
      const offset = window.innerHeight - group.getBoundingClientRect().bottom
      page.style.setProperty('--toast-room', `${height > 0 ? Math.ceil(height + offset) : 0}px`)
    }
    const observer = new MutationObserver(measure)
    observer.observe(group, { attributes: true, attributeFilter: ['style'] })
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      page.style.removeProperty('--toast-room')
    }
  }, [])
}

/** The live region that renders the toasts (loaded with the first toast, see toaster.tsx). */
export default function ToastRegion() {
  useToastRoom()
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
