import { createFileRoute } from '@tanstack/react-router'
import { ResourcePage } from '~/features/resource-detail/components/resource-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/resources/$slug')({
  head: () => seo({ title: 'Resource', description: 'A guide for families and educators.' }),
  component: RouteComponent,
})

function RouteComponent() {
  const { slug } = Route.useParams()
  return <ResourcePage slug={slug} />
}
