import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '~/features/subscriptions/components/unsubscribe-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Unsubscribe', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
