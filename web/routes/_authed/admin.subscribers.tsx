import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SubscribersSearchSchema } from '~/features/admin/api/outreach'
import { AdminPage } from '~/features/admin/components/admin-page'
import { SubscribersSection } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/subscribers')({
  // Status, search and page live in the URL (decision 074); what cannot be read is dropped.
  validateSearch: (search) => v.parse(SubscribersSearchSchema, search),
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
        onFilter={(next) => void navigate({ search: v.parse(SubscribersSearchSchema, next) })}
      />
    </AdminPage>
  )
}
