import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ConfirmSubscriptionPage } from '~/features/subscriptions/components/confirm-subscription-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/confirm-subscription')({
  validateSearch: tokenSearch,
  head: () => seo({ title: m.content_confirm_title(), noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <ConfirmSubscriptionPage token={token} />
}
