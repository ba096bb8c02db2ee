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

/** Sends a sign-in or sign-up; a failure gets its toast with the server's reason. */
export function useSignInSubmit<Input>(
  sender: SignInSender<Input>,
  failure: { title: string; fallback: string },
) {
  return (input: Input) =>
    sender.mutate(input, {
      onError: (error) =>
        toaster.create({
          title: failure.title,
          description: errorMessage(error) || failure.fallback,
          type: 'error',
        }),
    })
}
