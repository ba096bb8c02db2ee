import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { StaffSection } from '~/features/admin/components/staff-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/staff')({
  head: () => seo({ title: 'Staff · Admin' }),
  component: () => (
    <AdminPage permission="staff">
      <StaffSection />
    </AdminPage>
  ),
})
