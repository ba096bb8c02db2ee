import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ResourcePage } from '~/features/resource-detail/components/resource-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/resources/$slug')({
  head: () =>
    seo({
      title: m.community_resource_title(),
      description: m.community_resource_description(),
    }),
  component: RouteComponent,
})

function RouteComponent() {
  const { slug } = Route.useParams()
  return <ResourcePage slug={slug} />
}
