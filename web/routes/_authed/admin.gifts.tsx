import { createFileRoute } from '@tanstack/react-router'
import { giftsView } from '~/features/admin/api/list-views'
import { AdminPage } from '~/features/admin/components/admin-page'
import { DonationsSection } from '~/features/admin/components/donations-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/gifts')({
  // Filter, search and page live in the URL (decision 074); what cannot be read is dropped.
  validateSearch: giftsView,
  head: () => seo({ title: 'Donations · Admin' }),
  component: GiftsPage,
})

function GiftsPage() {
  const filter = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <AdminPage permission="gifts">
      <DonationsSection filter={filter} onFilter={(next) => void navigate({ search: next })} />
    </AdminPage>
  )
}
