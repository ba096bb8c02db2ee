import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '~/features/subscriptions/components/unsubscribe-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {}
}

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Unsubscribe', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <UnsubscribePage token={token} />
}
