import { createFileRoute } from '@tanstack/react-router'
import { StorytellingPage } from '~/features/storytelling/components/storytelling-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/ai-storytelling')({
  ssr: true,
  head: () =>
    seo({
      path: '/ai-storytelling',
      title: 'AI Storytelling Workshop',
      description:
        "Turn your child's story into an eBook and animated film. Three packages from $49; files kept forever, no tech experience needed.",
    }),
  component: StorytellingPage,
})
