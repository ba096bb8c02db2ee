import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/about/components/about-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/impact')({
  ssr: true,
  head: () =>
    seo({
      path: '/impact',
      title: 'Our Impact',
      description:
        '87% of our students improved their problem-solving, and 85% of every donation goes to programs. See our impact.',
    }),
  component: () => <AboutPage title="Our Impact" />,
})
