import { createFileRoute } from '@tanstack/react-router'
import { StoryOrderPage } from '~/features/storytelling/components/story-order-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/storytelling/$orderId')({
  head: () => seo({ title: 'Your Story', description: 'The story form and the kickoff call.' }),
  component: StoryOrderRoute,
})

function StoryOrderRoute() {
  const { orderId } = Route.useParams()
  const id = Number(orderId)
  return <StoryOrderPage orderId={Number.isInteger(id) && id > 0 ? id : 0} />
}
