import { createFileRoute } from '@tanstack/react-router'
import { ScreenPlaceholder } from '~/components/layout/screen-placeholder'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/community')({
  head: () =>
    seo({
      title: 'Community',
      description: 'Educational resources and a discussion forum for families and educators.',
    }),
  component: () => (
    <ScreenPlaceholder
      title="Community"
      note="Our community area, with educational resources and a discussion forum, is on its way."
    />
  ),
})
