import { createFileRoute } from '@tanstack/react-router'
import { donateActionJsonLd } from '#core/structured-data'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { campaignQueryOptions } from '~/features/donate/api/get-campaign'
import { DonationScreen } from '~/features/donate/components/donation-screen'
import { donateSearch } from '~/features/donate/donate-search'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { configQueryOptions } from '~/lib/get-config'
import { seo } from '~/lib/seo'
import { siteOrigin } from '~/lib/site-origin'

export const Route = createFileRoute('/donate')({
  ssr: true,
  head: () =>
    seo({
      path: '/donate',
      jsonLd: donateActionJsonLd(siteOrigin()),
      title: 'Make a Donation',
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
  return <DonationScreen title="Make a Donation" search={Route.useSearch()} />
}
