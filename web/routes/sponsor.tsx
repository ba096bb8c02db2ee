import { createFileRoute } from '@tanstack/react-router'
import { DonationScreen } from '~/features/donate/components/donation-screen'
import { SponsorSidebar } from '~/features/donate/components/sponsor-sidebar'
import { donateSearch } from '~/features/donate/donate-search'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { configQueryOptions } from '~/lib/get-config'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/sponsor')({
  ssr: true,
  head: () =>
    seo({
      path: '/sponsor',
      title: 'Sponsor a Student',
      description:
        'A monthly sponsorship keeps a child in our workshops all year, with a progress update from our teachers each term.',
    }),
  validateSearch: donateSearch,
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [configQueryOptions]),
  component: RouteComponent,
})

/** A student sponsorship (decision 061): a monthly gift with a term update from our teachers. */
function RouteComponent() {
  return (
    <DonationScreen
      title="Sponsor a Student"
      lead="A monthly sponsorship keeps a child learning with us all year, and each term our teachers write to tell you how their group is growing."
      program="sponsorship"
      aside={<SponsorSidebar />}
      search={Route.useSearch()}
    />
  )
}
