import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { PrivacyRequestPage } from '~/features/legal/components/privacy-request-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function requestSearch(search: Record<string, unknown>): { token?: string } {
  return { token: typeof search.token === 'string' ? search.token : undefined }
}

export const Route = createFileRoute('/privacy-request')({
  validateSearch: requestSearch,
  head: () => seo({ title: m.content_privacy_request_page_title() }),
  component: PrivacyRequestRoute,
})

function PrivacyRequestRoute() {
  // Not Route.useSearch: see routes/auth.tsx.
  const token = useRouterState({ select: (state) => requestSearch(state.location.search).token })
  return <PrivacyRequestPage token={token} />
}
