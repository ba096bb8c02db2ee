import { Toast, Toaster } from '@ark-ui/react/toast'
import { toast } from 'styled-system/recipes'
import { CloseIcon } from './close-icon'
import type { ToasterStore } from './toaster'

/** The live region that renders the toaster's toasts (loaded by `<Toaster />` on demand). */
export default function ToastRegion({ store }: { store: ToasterStore }) {
  const styles = toast()
  return (
    <Toaster toaster={store} className={styles.group}>
      {(item) => (
        <Toast.Root className={styles.root}>
          {item.title ? <Toast.Title className={styles.title}>{item.title}</Toast.Title> : null}
          {item.description ? (
            <Toast.Description className={styles.description}>{item.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={styles.closeTrigger} aria-label="Dismiss notification">
            <CloseIcon />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
