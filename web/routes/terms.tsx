import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { TermsOfService } from '~/features/legal/components/terms-of-service'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/terms')({
  ssr: true,
  head: () =>
    seo({
      path: '/terms',
      title: m.content_terms_title(),
      description: m.content_terms_description(),
    }),
  component: TermsOfService,
})
