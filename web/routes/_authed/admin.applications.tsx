import { createFileRoute } from '@tanstack/react-router'
import { applicationsView } from '~/features/admin/api/list-views'
import { AdminPage } from '~/features/admin/components/admin-page'
import { ApplicationsSection } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/applications')({
  // Kind, status, search and page live in the URL (decision 074); what cannot be read is dropped.
  validateSearch: applicationsView,
  head: () => seo({ title: 'Applications · Admin' }),
  component: ApplicationsPage,
})

function ApplicationsPage() {
  const view = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPage title="Applications" permission="applications">
      <ApplicationsSection
        view={view}
        onView={(next) => void navigate({ search: applicationsView(next) })}
      />
    </AdminPage>
  )
}
