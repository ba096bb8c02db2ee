import { createFileRoute } from '@tanstack/react-router'
import { DonationScreen } from '~/features/donate/components/donation-screen'
import { donateSearch } from '~/features/donate/donate-search'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/donate')({
  head: () =>
    seo({
      title: 'Make a Donation',
      description: 'Give once or monthly to bring hands-on learning to more children.',
    }),
  validateSearch: donateSearch,
  component: RouteComponent,
})

function RouteComponent() {
  return <DonationScreen title="Make a Donation" search={Route.useSearch()} />
}
