import { createFileRoute } from '@tanstack/react-router'
import { ConfirmSubscriptionPage } from '~/features/subscriptions/components/confirm-subscription-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Confirm Your Subscription', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <ConfirmSubscriptionPage token={token} />
}
