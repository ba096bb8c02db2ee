import { createFileRoute } from '@tanstack/react-router'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { campaignQueryOptions } from '~/features/donate/api/get-campaign'
import { DonationScreen } from '~/features/donate/components/donation-screen'
import { donateSearch } from '~/features/donate/donate-search'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { configQueryOptions } from '~/lib/get-config'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/involved')({
  ssr: true,
  head: () =>
    seo({
      path: '/involved',
      title: 'Get Involved',
      description: 'Give once or monthly to bring hands-on learning to more children.',
    }),
  validateSearch: donateSearch,
  loader: ({ context }) =>
    prefetchForFirstPaint(context.queryClient, [
      configQueryOptions,
      campaignQueryOptions,
      factsQueryOptions,
    ]),
  component: RouteComponent,
})

function RouteComponent() {
  return <DonationScreen title="Get Involved" search={Route.useSearch()} />
}
