import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
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
      title: m.content_involved_title(),
      description: m.content_involved_description(),
    }),
  validateSearch: donateSearch,
  loader: ({ context }) =>
    prefetchForFirstPaint(context.queryClient, [
      configQueryOptions,
      campaignQueryOptions,
      factsQueryOptions(),
    ]),
  component: RouteComponent,
})

function RouteComponent() {
  return <DonationScreen title={m.content_involved_title()} search={Route.useSearch()} />
}
