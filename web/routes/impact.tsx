import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { AboutPage } from '~/features/about/components/about-page'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/impact')({
  ssr: true,
  head: () =>
    seo({
      path: '/impact',
      title: m.content_impact_title(),
      description: m.content_impact_description(),
    }),
  // The figures quoted, with their sources, are in the server's render (decision 058).
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [factsQueryOptions()]),
  component: () => <AboutPage title={m.content_impact_title()} />,
})
