import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicy } from '~/features/legal/components/cookie-policy'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/cookies')({
  ssr: true,
  head: () =>
    seo({
      path: '/cookies',
      title: 'Cookie Policy',
      description:
        'The one session cookie and the local storage BrightMinds Foundation uses, and the trackers it does not.',
    }),
  component: CookiePolicy,
})
