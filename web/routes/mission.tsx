import { createFileRoute } from '@tanstack/react-router'
import { MissionPage } from '~/features/mission/components/mission-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/mission')({
  ssr: true,
  head: () =>
    seo({
      path: '/mission',
      title: 'Our Mission',
      description:
        'Why BrightMinds Foundation exists: thinking skills are learnable, digital skills are life skills, and every child has a story to tell.',
    }),
  component: MissionPage,
})
