import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { MissionPage } from '~/features/mission/components/mission-page'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/mission')({
  ssr: true,
  head: () =>
    seo({
      path: '/mission',
      title: m.content_mission_title(),
      description: m.content_mission_description(),
    }),
  // The figures quoted, with their sources, are in the server's render (decision 058).
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [factsQueryOptions()]),
  component: MissionPage,
})
