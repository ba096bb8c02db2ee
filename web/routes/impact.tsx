import { createFileRoute } from '@tanstack/react-router'
import { factsQueryOptions } from '~/entities/facts/api/get-facts'
import { AboutPage } from '~/features/about/components/about-page'
import { prefetchForFirstPaint } from '~/lib/first-paint-data'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/impact')({
  ssr: true,
  head: () =>
    seo({
      path: '/impact',
      title: 'Our Impact',
      description:
        'What children learn with us, where every donation goes, and the sources behind our figures.',
    }),
  // The figures quoted, with their sources, are in the server's render (decision 058).
  loader: ({ context }) => prefetchForFirstPaint(context.queryClient, [factsQueryOptions]),
  component: () => <AboutPage title="Our Impact" />,
})
