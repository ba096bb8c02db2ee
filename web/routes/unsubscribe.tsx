import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { UnsubscribePage } from '~/features/subscriptions/components/unsubscribe-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  head: () => seo({ title: m.content_unsubscribe_title(), noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
