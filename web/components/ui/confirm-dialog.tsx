import { css } from 'styled-system/css'
import { m } from '#i18n/messages'
import { Button } from './button'
import * as Dialog from './dialog'

interface ConfirmDialogProps {
  /** What is about to happen, or null while nothing is asked. */
  asked: {
    title: string
    description: string
    confirm: string
    /** The way out, when "Cancel" would read as the action itself (cancelling an order). */
    dismiss?: string
    /** The confirm button's words while the request is in flight ("Signing out..."). */
    working?: string
  } | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * An action that cannot be undone, said in full before it happens (issue 33): "Refund $5.00 of
 * order #12 to the card that paid it; put back in stock 1 × Tangram Set", or signing out of every
 * device. The confirm button is off while the request is in flight, so one click makes one
 * request, and the dialog cannot be dismissed until it has its answer.
 */
export function ConfirmDialog({ asked, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={asked !== null}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open && !pending) onCancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{asked?.title}</Dialog.Title>
            <Dialog.Description>{asked?.description}</Dialog.Description>
            <div className={css({ display: 'flex', gap: '3', justifyContent: 'end', mt: '6' })}>
              <Button variant="outline" onClick={onCancel} disabled={pending}>
                {asked?.dismiss ?? m.cancel()}
              </Button>
              <Button tone="danger" onClick={onConfirm} disabled={pending}>
                {pending ? (asked?.working ?? m.working()) : asked?.confirm}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
