import { useState } from 'react'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import type { SessionUser } from '~/lib/session'

interface Toast {
  title: string
  description: string
}

/** The spec's success toast, then what the screen does next (/auth moves on, checkout stays). */
export function announceSignIn(success: Toast, onSignedIn: (user: SessionUser) => void) {
  return (user: SessionUser) => {
    toaster.create({ ...success, type: 'success' })
    onSignedIn(user)
  }
}

interface SignInSender<Input> {
  mutate: (input: Input, options: { onError: (error: Error) => void }) => void
}

/**
 * Sends a sign-in or sign-up; a failure gets its toast with the server's reason, and the reason
 * stays on the form: at its field when `atField` places it there (answers true), else as the
 * form's `refusal` until the next try.
 */
export function useSignInSubmit<Input>(
  sender: SignInSender<Input>,
  failure: { title: string; fallback: string },
  atField: (message: string) => boolean = () => false,
) {
  const [refusal, setRefusal] = useState<string | null>(null)
  const send = (input: Input) => {
    setRefusal(null)
    sender.mutate(input, {
      onError: (error) => {
        const message = errorMessage(error) || failure.fallback
        toaster.create({ title: failure.title, description: message, type: 'error' })
        if (!atField(message)) setRefusal(message)
      },
    })
  }
  return { send, refusal }
}
