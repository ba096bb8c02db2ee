import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { ReceiptPage } from '~/features/donate/components/receipt-page'
import { donationIdParam, donationLinkSearch } from '~/features/donate/donation-link-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/donations/$id/receipt')({
  validateSearch: donationLinkSearch,
  head: () =>
    seo({
      title: m.giving_receipt_title(),
      description: m.giving_receipt_description(),
      noIndex: true,
    }),
  component: RouteComponent,
})

function RouteComponent() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  return <ReceiptPage id={donationIdParam(id)} {...search} />
}
