import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { StorytellingSection } from '~/features/admin/components/storytelling-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/storytelling')({
  head: () => seo({ title: 'Storytelling calls · Admin' }),
  component: () => (
    <AdminPage permission="storytelling">
      <StorytellingSection />
    </AdminPage>
  ),
})
