import { createFileRoute, redirect } from '@tanstack/react-router'
import { RoutePending } from '~/components/layout/route-pending'
import { sessionQueryOptions } from '~/lib/session'

/**
 * The pathless layout of the signed-in screens (/community, /account, /admin). Its beforeLoad
 * waits for the session (the centred 'Loading...' spinner meanwhile) and sends a signed-out
 * visitor to /auth with the way back in `redirect`. The server still decides every call.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(sessionQueryOptions)
    if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } })
    return { user }
  },
  pendingComponent: RoutePending,
})
