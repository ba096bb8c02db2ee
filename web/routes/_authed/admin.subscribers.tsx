import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { SubscribersSection } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/subscribers')({
  head: () => seo({ title: 'Subscribers · Admin' }),
  component: () => (
    <AdminPage permission="supporters">
      <SubscribersSection />
    </AdminPage>
  ),
})
