import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { FactsSection } from '~/features/admin/components/facts-section'
import { ResourcesSection } from '~/features/admin/components/resources-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/content')({
  head: () => seo({ title: 'Content · Admin' }),
  component: () => (
    <AdminPage title="Content" permission="content">
      <ResourcesSection />
      <FactsSection />
    </AdminPage>
  ),
})
