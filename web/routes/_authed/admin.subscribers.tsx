import { createFileRoute } from '@tanstack/react-router'
import { subscribersView } from '~/features/admin/api/list-views'
import { AdminPage } from '~/features/admin/components/admin-page'
import { SubscribersSection } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/subscribers')({
  // Status, search and page live in the URL (decision 074); what cannot be read is dropped.
  validateSearch: subscribersView,
  head: () => seo({ title: 'Subscribers · Admin' }),
  component: SubscribersPage,
})

function SubscribersPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPage permission="supporters">
      <SubscribersSection
        filter={filter}
        onFilter={(next) => void navigate({ search: subscribersView(next) })}
      />
    </AdminPage>
  )
}
