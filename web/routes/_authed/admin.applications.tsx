import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { ApplicationsSection } from '~/features/admin/components/outreach-sections'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/applications')({
  head: () => seo({ title: 'Applications · Admin' }),
  component: () => (
    <AdminPage title="Applications" permission="applications">
      <ApplicationsSection kind="volunteer" />
      <ApplicationsSection kind="program" />
    </AdminPage>
  ),
})
