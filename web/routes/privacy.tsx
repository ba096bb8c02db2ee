import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicy } from '~/features/legal/components/privacy-policy'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/privacy')({
  ssr: true,
  head: () =>
    seo({
      path: '/privacy',
      title: 'Privacy Policy',
      description:
        'How BrightMinds Foundation collects, uses and protects the personal data of parents, educators, donors and volunteers.',
    }),
  component: PrivacyPolicy,
})
