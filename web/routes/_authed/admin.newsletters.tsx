import { createFileRoute } from '@tanstack/react-router'
import { AdminPage } from '~/features/admin/components/admin-page'
import { NewsletterSection } from '~/features/admin/components/newsletter-section'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/admin/newsletters')({
  head: () => seo({ title: 'Newsletter · Admin' }),
  component: () => (
    <AdminPage permission="supporters">
      <NewsletterSection />
    </AdminPage>
  ),
})
