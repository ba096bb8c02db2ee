import { createFileRoute } from '@tanstack/react-router'
import { m } from '#i18n/messages'
import { AccessibilityStatement } from '~/features/legal/components/accessibility-statement'
import { seo } from '~/lib/seo'

export const Route = createFileRoute('/accessibility')({
  ssr: true,
  head: () =>
    seo({
      path: '/accessibility',
      title: m.content_accessibility_title(),
      description: m.content_accessibility_description(),
    }),
  component: AccessibilityStatement,
})
