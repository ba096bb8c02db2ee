import { createFileRoute, redirect } from '@tanstack/react-router'
import { RoutePending } from '~/components/blocks/route-pending'
import { NetworkError } from '~/lib/api-request'
import { sessionQueryOptions } from '~/lib/session'

/**
 * Members' screens that open offline from what this device saved (docs/decisions/026), and the
 * photo shared into the app, which waits on the device (decision 098).
 */
const offlineReadable = ['/community', '/share']

/**
 * The pathless layout of the signed-in screens (/community, /account, /admin). Its beforeLoad
 * waits for the session (the centred 'Loading...' spinner meanwhile) and sends a signed-out
 * visitor to /auth with the way back in `redirect`. The server still decides every call.
 *
 * Offline the session cannot be asked; /community then opens on the answers the service worker
 * kept for this device's member (a private cache emptied at every sign-in and sign-out).
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    try {
      const user = await context.queryClient.ensureQueryData(sessionQueryOptions)
      if (!user) throw redirect({ to: '/auth', search: { redirect: location.href } })
      return { user }
    } catch (error) {
      if (error instanceof NetworkError && offlineReadable.includes(location.pathname)) {
        return { user: null }
      }
      throw error
    }
  },
  pendingComponent: RoutePending,
})
