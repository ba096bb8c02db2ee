import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
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
      title: m.content_sponsor_title(),
      description: m.content_sponsor_description(),
    }),
  validateSearch: donateSearch,
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [configQueryOptions]),
  component: RouteComponent,
})

/** A student sponsorship (decision 061): a monthly gift with a term update from our teachers. */
function RouteComponent() {
  return (
    <DonationScreen
      title={m.content_sponsor_title()}
      lead={m.content_sponsor_lead()}
      program="sponsorship"
      aside={<SponsorSidebar />}
      search={Route.useSearch()}
    />
  )
}
