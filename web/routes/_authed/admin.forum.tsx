import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { ForumReportsSection } from '~/features/admin/components/forum-reports-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/forum')({
  head: () => seo({ title: 'Forum reports · Admin' }),
  component: () => (
    <AdminPage permission="forum">
      <ForumReportsSection />
    </AdminPage>
  ),
})
