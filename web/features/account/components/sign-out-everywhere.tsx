import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { m } from '#i18n/messages'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { selfStart } from '~/components/ui/stack'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import { useSignOutEverywhere } from '../api/sign-out-everywhere'

/** 'Sign out of all devices', confirmed in a dialog; then back to /auth. */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false)
  const signOut = useSignOutEverywhere()
  const navigate = useNavigate()

  // Awaited rather than per-call callbacks: clearing the session unmounts this page, and
  // React Query skips a mutate() callback once its component is gone.
  async function confirm() {
    try {
      await signOut.mutateAsync()
    } catch (error) {
      setOpen(false)
      toaster.create({
        title: m.account_sign_out_failed(),
        description: errorMessage(error),
        type: 'error',
      })
      return
    }
    toaster.create({
      title: m.account_signed_out_everywhere(),
      description: m.account_signed_out_everywhere_text(),
      type: 'success',
    })
    await navigate({ to: '/auth' })
  }

  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="devices-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="devices-title">{m.account_devices()}</h2>
          </Card.Title>
          <Card.Description>{m.account_devices_text()}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Button
            variant="outline"
            tone="danger"
            className={selfStart}
            onClick={() => setOpen(true)}
          >
            {m.account_sign_out_all()}
          </Button>
          <ConfirmDialog
            asked={
              open
                ? {
                    title: m.account_sign_out_all_question(),
                    description: m.account_sign_out_all_text(),
                    confirm: m.account_sign_out_everywhere(),
                    working: m.account_signing_out(),
                    dismiss: m.account_cancel(),
                  }
                : null
            }
            pending={signOut.isPending}
            onConfirm={() => void confirm()}
            onCancel={() => setOpen(false)}
          />
        </Card.Body>
      </section>
    </Card.Root>
  )
}
