import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { PrivacyRequestsSection } from '~/features/admin/components/privacy-requests-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/privacy-requests')({
  head: () => seo({ title: 'Privacy requests · Admin' }),
  component: () => (
    <AdminPage permission="staff">
      <PrivacyRequestsSection />
    </AdminPage>
  ),
})
