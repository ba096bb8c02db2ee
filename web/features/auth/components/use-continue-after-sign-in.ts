import { useNavigate } from '@tanstack/react-router'
import { toaster } from '~/components/ui/toaster'
import { errorMessage } from '~/lib/api-request'
import type { SessionUser } from '~/lib/session'
import { safeRedirect } from '../lib/safe-redirect'

/** SPEC: after sign-in admins go to /admin; others back where they came from, or home. */
export function useContinueAfterSignIn(redirectTo: string | undefined) {
  const navigate = useNavigate()
  return (user: SessionUser) => {
    if (user.isAdmin) return navigate({ to: '/admin' })
    return navigate({ href: safeRedirect(redirectTo), replace: true })
  }
}

interface SignInToasts {
  success: { title: string; description: string }
  failure: { title: string; fallback: string }
}

interface SignInSender<Input> {
  mutate: (
    input: Input,
    options: { onSuccess: (user: SessionUser) => void; onError: (error: Error) => void },
  ) => void
}

/**
 * Sends a sign-in or sign-up, then the spec's success toast and the way onwards
 * (useContinueAfterSignIn), or its failure toast with the server's reason.
 */
export function useSignInSubmit<Input>(
  redirectTo: string | undefined,
  sender: SignInSender<Input>,
  toasts: SignInToasts,
) {
  const continueAfterSignIn = useContinueAfterSignIn(redirectTo)
  return (input: Input) =>
    sender.mutate(input, {
      onSuccess: (user) => {
        toaster.create({ ...toasts.success, type: 'success' })
        void continueAfterSignIn(user)
      },
      onError: (error) =>
        toaster.create({
          title: toasts.failure.title,
          description: errorMessage(error) || toasts.failure.fallback,
          type: 'error',
        }),
    })
}
