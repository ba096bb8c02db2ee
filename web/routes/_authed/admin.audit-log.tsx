import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { AuditLogSection } from '~/features/admin/components/audit-log-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/audit-log')({
  head: () => seo({ title: 'Audit log · Admin' }),
  component: () => (
    <AdminPage permission="staff">
      <AuditLogSection />
    </AdminPage>
  ),
})
