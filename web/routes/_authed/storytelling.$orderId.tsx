import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { StoryOrderPage } from '~/features/storytelling/components/story-order-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/_authed/storytelling/$orderId')({
  head: () => seo({ title: m.account_story_title(), description: m.account_story_description() }),
  component: StoryOrderRoute,
})

function StoryOrderRoute() {
  const { orderId } = Route.useParams()
  const id = Number(orderId)
  return <StoryOrderPage orderId={Number.isInteger(id) && id > 0 ? id : 0} />
}
