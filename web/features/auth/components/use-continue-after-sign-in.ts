import { useNavigate } from '@tanstack/react-router'
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
