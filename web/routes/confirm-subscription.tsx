import { createFileRoute } from '@tanstack/react-router'
import { ConfirmSubscriptionPage } from '~/features/subscriptions/components/confirm-subscription-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {}
}

export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Confirm Your Subscription', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <ConfirmSubscriptionPage token={token} />
}
