import { createFileRoute } from '@tanstack/react-router'
import { hasPermission } from '#core/staff-roles'
import { educationStatsQueryOptions } from '~/features/admin/api/get-education-stats'
import { networkingContactsQueryOptions } from '~/features/admin/api/get-networking-contacts'
import { AdminPage } from '~/features/admin/components/admin-page'
import { EducationStatsSection } from '~/features/admin/components/education-stats-section'
import { NetworkingSection } from '~/features/admin/components/networking-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/statistics')({
  // The loader travels with the component, keeping the admin queries out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  head: () => seo({ title: 'Statistics and network · Admin' }),
  // Starts the fetches with the route's code, for the roles the page is for; not awaited, so
  // each section shows its skeletons (SPEC). The API checks the role too.
  loader: ({ context }) => {
    if (!context.user || !hasPermission(context.user.roles, 'content')) return
    void context.queryClient.prefetchQuery(educationStatsQueryOptions)
    void context.queryClient.prefetchQuery(networkingContactsQueryOptions)
  },
  component: () => (
    <AdminPage title="Statistics and network" permission="content">
      <EducationStatsSection />
      <NetworkingSection />
    </AdminPage>
  ),
})
