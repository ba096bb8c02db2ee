import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { Button } from '~/components/ui/button'
import * as Card from '~/components/ui/card'
import * as Dialog from '~/components/ui/dialog'
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
          <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
            <Dialog.Trigger asChild>
              <Button variant="outline" tone="danger" className={selfStart}>
                Sign out of all devices
              </Button>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content>
                  <Dialog.Title>Sign out of all devices?</Dialog.Title>
                  <Dialog.Description>
                    Every device signed in to your account, this one included, will need to log in
                    again.
                  </Dialog.Description>
                  <div
                    className={css({ display: 'flex', gap: '3', justifyContent: 'end', mt: '6' })}
                  >
                    <Dialog.CloseTrigger asChild>
                      <Button variant="outline">Cancel</Button>
                    </Dialog.CloseTrigger>
                    <Button
                      tone="danger"
                      onClick={() => void confirm()}
                      disabled={signOut.isPending}
                    >
                      {signOut.isPending ? 'Signing out...' : 'Sign Out Everywhere'}
                    </Button>
                  </div>
                </Dialog.Content>
              </Dialog.Positioner>
            </Dialog.Portal>
          </Dialog.Root>
        </Card.Body>
      </section>
    </Card.Root>
  )
}
