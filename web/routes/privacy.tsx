import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { PrivacyPolicy } from '~/features/legal/components/privacy-policy'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/privacy')({
  ssr: true,
  head: () =>
    seo({
      path: '/privacy',
      title: m.content_privacy_title(),
      description: m.content_privacy_description(),
    }),
  component: PrivacyPolicy,
})
