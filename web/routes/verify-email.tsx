import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { VerifyEmailPage } from '~/features/account/components/verify-email-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/verify-email')({
  validateSearch: tokenSearch,
  head: () => seo({ title: m.account_verify_page_title(), noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <VerifyEmailPage token={token} />
}
