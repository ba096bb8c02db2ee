import { createFileRoute } from '@tanstack/react-router'
import { VerifyEmailPage } from '~/features/account/components/verify-email-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function verifySearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === 'string' ? { token: search.token } : {}
}

export const Route = createFileRoute('/verify-email')({
  validateSearch: verifySearch,
  head: () => seo({ title: 'Confirm Your E-mail', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <VerifyEmailPage token={token} />
}
