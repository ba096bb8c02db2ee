import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { DonationsSection } from '~/features/admin/components/donations-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/gifts')({
  head: () => seo({ title: 'Donations · Admin' }),
  component: () => (
    <AdminPage permission="gifts">
      <DonationsSection />
    </AdminPage>
  ),
})
