import { createFileRoute } from '@tanstack/react-router'
import { TermsOfService } from '~/features/legal/components/terms-of-service'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/terms')({
  ssr: true,
  head: () =>
    seo({
      path: '/terms',
      title: 'Terms of Service',
      description:
        'The terms for using the BrightMinds Foundation site, shopping in our store and donating.',
    }),
  component: TermsOfService,
})
