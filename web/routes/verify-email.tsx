import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '~/features/account/components/verify-email-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Confirm Your Email', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <VerifyEmailPage token={token} />
}
