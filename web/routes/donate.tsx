import { createFileRoute } from '@tanstack/react-router'
import { brand } from '#core/brand'
import { donateActionJsonLd } from '#core/structured-data'
import { m } from '#i18n/messages'
import { getLocale } from '#i18n/runtime'
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
      jsonLd: donateActionJsonLd(
        siteOrigin(),
        getLocale(),
        m.giving_donate_action_name({ name: brand.name }),
      ),
      title: m.giving_donate_title(),
      description: m.giving_donate_description(),
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
  return <DonationScreen title={m.giving_donate_title()} search={Route.useSearch()} />
}
