import { createFileRoute } from '@tanstack/react-router'
import { hasPermission } from '#core/staff-roles'
import { educationStatsQueryOptions } from '~/features/admin/api/get-education-stats'
import { networkingContactsQueryOptions } from '~/features/admin/api/get-networking-contacts'
import { outboxQueryOptions } from '~/features/admin/api/get-outbox'
import { overviewQueryOptions } from '~/features/admin/api/overview'
import { AdminDashboard } from '~/features/admin/components/admin-dashboard'
import { AdminsOnly } from '~/features/admin/components/admins-only'
import { seo } from '~/lib/seo'
import { useSessionUser } from '~/lib/session'

export const Route = createFileRoute('/_authed/admin')({
  // The loader travels with the component, keeping the admin queries out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  head: () => seo({ title: 'Admin Dashboard' }),
  // Starts the fetches with the route's code, for admins only; not awaited, so each section
  // shows its skeletons (SPEC) rather than the whole page waiting. The API checks the role too.
  loader: ({ context }) => {
    if (!context.user?.isAdmin) return
    const { queryClient, user } = context
    void queryClient.prefetchQuery(overviewQueryOptions)
    if (hasPermission(user.roles, 'content')) {
      void queryClient.prefetchQuery(educationStatsQueryOptions)
      void queryClient.prefetchQuery(networkingContactsQueryOptions)
    }
    if (hasPermission(user.roles, 'settings')) void queryClient.prefetchQuery(outboxQueryOptions)
  },
  component: AdminRoute,
})

function AdminRoute() {
  const user = useSessionUser()
  return user?.isAdmin ? <AdminDashboard roles={user.roles} /> : <AdminsOnly />
}
