import { createFileRoute } from '@tanstack/react-router'
import { ButtonLink } from '~/components/ui/button-link'
import { overviewQueryOptions } from '~/features/admin/api/overview'
import { AdminPage } from '~/features/admin/components/admin-page'
import { OverviewSection } from '~/features/admin/components/overview-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/')({
  // The loader travels with the component, keeping the admin queries out of the first load.
  codeSplitGroupings: [['loader', 'component']],
  head: () => seo({ title: 'Admin Dashboard' }),
  // Starts the fetch with the route's code, for staff only; not awaited, so the section shows
  // its skeletons (SPEC) rather than the whole page waiting. The API checks the role too.
  loader: ({ context }) => {
    if (context.user?.isAdmin) void context.queryClient.prefetchQuery(overviewQueryOptions)
  },
  component: () => (
    <AdminPage
      title="Admin Dashboard"
      permission={null}
      actions={
        <ButtonLink to="/volunteer" variant="outline">
          Add Your Profile
        </ButtonLink>
      }
    >
      <OverviewSection />
    </AdminPage>
  ),
})
