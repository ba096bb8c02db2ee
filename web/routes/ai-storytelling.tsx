import { createFileRoute } from '@tanstack/react-router'
import { formatDollars } from '#core/money'
import { m } from '#i18n/messages'
import { StorytellingPage } from '~/features/storytelling/components/storytelling-page'
import { lowestTierPrice } from '~/features/storytelling/lib/tier-prices'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/ai-storytelling')({
  ssr: true,
  head: () =>
    seo({
      path: '/ai-storytelling',
      title: m.content_storytelling_title(),
      description: m.content_storytelling_description({
        price: formatDollars(lowestTierPrice).replace(/\.00$/, ''),
      }),
    }),
  component: StorytellingPage,
})
