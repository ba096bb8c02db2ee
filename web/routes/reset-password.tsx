import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ResetPasswordPage } from '~/features/auth/components/reset-password-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function resetSearch(search: Record<string, unknown>): { token?: string } {
  return { token: typeof search.token === 'string' ? search.token : undefined }
}

export const Route = createFileRoute('/reset-password')({
  validateSearch: resetSearch,
  head: () => seo({ title: m.account_reset_page_title() }),
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  // Not Route.useSearch: see routes/auth.tsx.
  const token = useRouterState({ select: (state) => resetSearch(state.location.search).token })
  return <ResetPasswordPage token={token} />
}
