import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '~/features/about/components/about-page'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/about')({
  ssr: true,
  head: () =>
    seo({
      path: '/about',
      title: 'About Us',
      description:
        'Our mission, values, team and impact: how BrightMinds Foundation builds children’s cognitive and digital skills.',
    }),
  component: () => <AboutPage title="About Us" />,
})
