import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { CookiePolicy } from '~/features/legal/components/cookie-policy'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/cookies')({
  ssr: true,
  head: () =>
    seo({
      path: '/cookies',
      title: m.content_cookies_title(),
      description: m.content_cookies_description(),
    }),
  component: CookiePolicy,
})
