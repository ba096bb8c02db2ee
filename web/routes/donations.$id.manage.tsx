import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ManageGiftPage } from '~/features/donate/components/manage-gift-page'
import { donationIdParam, donationLinkSearch } from '~/features/donate/donation-link-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/donations/$id/manage')({
  validateSearch: donationLinkSearch,
  head: () =>
    seo({
      title: m.giving_manage_title(),
      description: m.giving_manage_description(),
      noIndex: true,
    }),
  component: RouteComponent,
})

function RouteComponent() {
  const { id } = Route.useParams()
  const { token } = Route.useSearch()
  return <ManageGiftPage id={donationIdParam(id)} token={token} />
}
