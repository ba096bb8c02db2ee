import { createFileRoute } from '@tanstack/react-router'
import { ReceiptPage } from '~/features/donate/components/receipt-page'
import { donationIdParam, donationLinkSearch } from '~/features/donate/donation-link-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/donations/$id/receipt')({
  validateSearch: donationLinkSearch,
  head: () =>
    seo({ title: 'Donation Receipt', description: 'Your donation receipt.', noIndex: true }),
  component: RouteComponent,
})

function RouteComponent() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  return <ReceiptPage id={donationIdParam(id)} {...search} />
}
