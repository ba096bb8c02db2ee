import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Dialog from '~/components/ui/dialog'

interface ConfirmDialogProps {
  /** What is about to happen, or null while nothing is asked. */
  asked: {
    title: string
    description: string
    confirm: string
    /** The way out, when "Cancel" would read as the action itself (cancelling an order). */
    dismiss?: string
  } | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/**
 * A money action asked for, said in full before it happens (issue 33): "Refund $5.00 of order
 * #12 to the card that paid it; put back in stock 1 × Tangram Set". The confirm button is off
 * while the request is in flight, so one click makes one request.
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
                {asked?.dismiss ?? 'Cancel'}
              </Button>
              <Button tone="danger" onClick={onConfirm} disabled={pending}>
                {pending ? 'Working...' : asked?.confirm}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
