import { createFileRoute } from '@tanstack/react-router'
import { StaffInvitationPage } from '~/features/admin/components/staff-invitation-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/_authed/staff-invitation')({
  validateSearch: tokenSearch,
  head: () => seo({ title: 'Join the Staff', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <StaffInvitationPage token={token} />
}
