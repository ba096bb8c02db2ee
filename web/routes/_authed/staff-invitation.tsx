import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { StaffInvitationPage } from '~/features/admin/components/staff-invitation-page'
import { seo } from '~/lib/seo'
import { tokenSearch } from '~/lib/token-search'

export const Route = createFileRoute('/_authed/staff-invitation')({
  validateSearch: tokenSearch,
  head: () => seo({ title: m.account_staff_invitation_title(), noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { token } = Route.useSearch()
  return <StaffInvitationPage token={token} />
}
