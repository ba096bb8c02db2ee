import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
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
      toaster.create({ title: 'Sign-out failed', description: errorMessage(error), type: 'error' })
      return
    }
    toaster.create({
      title: 'Signed out everywhere',
      description: 'Every device, this one included, is now signed out.',
      type: 'success',
    })
    await navigate({ to: '/auth' })
  }

  return (
    <Card.Root variant="outline" asChild>
      <section aria-labelledby="devices-title">
        <Card.Header>
          <Card.Title asChild>
            <h2 id="devices-title">Devices</h2>
          </Card.Title>
          <Card.Description>
            Lost a phone or used a shared computer? Sign out everywhere your account is signed in.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <Button
            variant="outline"
            tone="danger"
            className={selfStart}
            onClick={() => setOpen(true)}
          >
            Sign out of all devices
          </Button>
          <ConfirmDialog
            asked={
              open
                ? {
                    title: 'Sign out of all devices?',
                    description:
                      'Every device signed in to your account, this one included, will need to log in again.',
                    confirm: 'Sign Out Everywhere',
                    working: 'Signing out...',
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
