import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { DeleteAccountPage } from '~/features/account/components/delete-account-page'
import { seo } from '~/lib/seo'

/** Hand-written, as on /auth: no valibot in the first-load bundle. */
function deleteSearch(search: Record<string, unknown>): { token?: string } {
  return { token: typeof search.token === 'string' ? search.token : undefined }
}

export const Route = createFileRoute('/delete-account')({
  validateSearch: deleteSearch,
  // Reached only from the e-mailed link: not a page for search results.
  head: () => seo({ title: m.account_delete_page_title(), noIndex: true }),
  component: DeleteAccountRoute,
})

function DeleteAccountRoute() {
  // Not Route.useSearch: see routes/auth.tsx.
  const token = useRouterState({ select: (state) => deleteSearch(state.location.search).token })
  return <DeleteAccountPage token={token} />
}
