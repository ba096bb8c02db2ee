import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/admin')({
  head: () => seo({ title: 'Admin Dashboard' }),
  component: () => (
    <ScreenPlaceholder
      title="Admin Dashboard"
      note="The dashboard, with education statistics and our professional network, is on its way."
    />
  ),
})
