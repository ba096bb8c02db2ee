import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { CatalogueSection } from '~/features/admin/components/catalogue-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/catalogue')({
  head: () => seo({ title: 'Catalog · Admin' }),
  component: () => (
    <AdminPage permission="catalogue">
      <CatalogueSection />
    </AdminPage>
  ),
})
