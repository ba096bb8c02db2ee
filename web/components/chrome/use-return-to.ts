import { useRouterState } from '@tanstack/react-router'

/**
 * Where signing in or up from the header comes back to: the page the visitor is on (path and
 * query), or nowhere in particular from the sign-in page itself. /auth checks it again before
 * following it (a path on this site only).
 */
export function useReturnTo(): string | undefined {
  const here = useRouterState({ select: (state) => state.location })
  if (here.pathname === '/auth' || here.pathname === '/') return undefined
  return here.href
}
